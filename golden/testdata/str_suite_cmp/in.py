"""String comparisons ==, !=, <, <=, >, >= by code point, and == and != with a number (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def eq_usecase(x, y):
    return x == y


@njit
def ne_usecase(x, y):
    return x != y


@njit
def lt_usecase(x, y):
    return x < y


@njit
def le_usecase(x, y):
    return x <= y


@njit
def gt_usecase(x, y):
    return x > y


@njit
def ge_usecase(x, y):
    return x >= y

# call: eq_usecase('', 'aaa')
# call: eq_usecase('aaa', 'b')
# call: eq_usecase('b', 'aab')
# call: eq_usecase('aab', 'ab')
# call: eq_usecase('ab', 'asc')
# call: eq_usecase('asc', 'ascii')
# call: eq_usecase('ascii', 'ascij')
# call: eq_usecase('ascij', '大处着眼，小处着手')
# call: eq_usecase('大处着眼，小处着手', '大处着眼，小处着手。🐍⚡')
# call: eq_usecase('大处着眼，小处着手。🐍⚡', '')
# call: eq_usecase('aab', 'aab')
# call: lt_usecase('', 'aaa')
# call: lt_usecase('aaa', 'b')
# call: lt_usecase('b', 'aab')
# call: lt_usecase('aab', 'ab')
# call: lt_usecase('ab', 'asc')
# call: lt_usecase('asc', 'ascii')
# call: lt_usecase('ascii', 'ascij')
# call: lt_usecase('ascij', '大处着眼，小处着手')
# call: lt_usecase('大处着眼，小处着手', '大处着眼，小处着手。🐍⚡')
# call: lt_usecase('大处着眼，小处着手。🐍⚡', '')
# call: lt_usecase('aab', 'aab')
# call: le_usecase('', 'aaa')
# call: le_usecase('aaa', 'b')
# call: le_usecase('b', 'aab')
# call: le_usecase('aab', 'ab')
# call: le_usecase('ab', 'asc')
# call: le_usecase('asc', 'ascii')
# call: le_usecase('ascii', 'ascij')
# call: le_usecase('ascij', '大处着眼，小处着手')
# call: le_usecase('大处着眼，小处着手', '大处着眼，小处着手。🐍⚡')
# call: le_usecase('大处着眼，小处着手。🐍⚡', '')
# call: le_usecase('aab', 'aab')
# call: gt_usecase('', 'aaa')
# call: gt_usecase('aaa', 'b')
# call: gt_usecase('b', 'aab')
# call: gt_usecase('aab', 'ab')
# call: gt_usecase('ab', 'asc')
# call: gt_usecase('asc', 'ascii')
# call: gt_usecase('ascii', 'ascij')
# call: gt_usecase('ascij', '大处着眼，小处着手')
# call: gt_usecase('大处着眼，小处着手', '大处着眼，小处着手。🐍⚡')
# call: gt_usecase('大处着眼，小处着手。🐍⚡', '')
# call: gt_usecase('aab', 'aab')
# call: ge_usecase('', 'aaa')
# call: ge_usecase('aaa', 'b')
# call: ge_usecase('b', 'aab')
# call: ge_usecase('aab', 'ab')
# call: ge_usecase('ab', 'asc')
# call: ge_usecase('asc', 'ascii')
# call: ge_usecase('ascii', 'ascij')
# call: ge_usecase('ascij', '大处着眼，小处着手')
# call: ge_usecase('大处着眼，小处着手', '大处着眼，小处着手。🐍⚡')
# call: ge_usecase('大处着眼，小处着手。🐍⚡', '')
# call: ge_usecase('aab', 'aab')
# call: eq_usecase('ascii', 1)
# call: eq_usecase(1, '大处')
# call: ne_usecase('ascii', 2.5)
# call: ne_usecase(True, '')

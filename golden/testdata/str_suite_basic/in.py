"""String literals, passing through, len, bool, not, +, +=, * by an int either side, in (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def literal_usecase():
    return '大处着眼，小处着手。'


@njit
def passthrough_usecase(x):
    return x


@njit
def len_usecase(x):
    return len(x)


@njit
def bool_usecase(x):
    return bool(x)


@njit
def concat_usecase(x, y):
    return x + y


@njit
def inplace_concat_usecase(x, y):
    x += y
    return x


@njit
def repeat_usecase(x, y):
    return x * y


@njit
def repeat_rev_usecase(x, y):
    return y * x


@njit
def in_usecase(x, y):
    return x in y


@njit
def not_usecase(x):
    return not x

# call: literal_usecase()
# call: passthrough_usecase('')
# call: passthrough_usecase('ascii')
# call: passthrough_usecase('12345')
# call: passthrough_usecase('1234567890')
# call: passthrough_usecase('¡Y tú quién te crees?')
# call: passthrough_usecase('🐍⚡')
# call: passthrough_usecase('大处着眼，小处着手。')
# call: len_usecase('')
# call: len_usecase('ascii')
# call: len_usecase('12345')
# call: len_usecase('1234567890')
# call: len_usecase('¡Y tú quién te crees?')
# call: len_usecase('🐍⚡')
# call: len_usecase('大处着眼，小处着手。')
# call: bool_usecase('')
# call: bool_usecase('ascii')
# call: bool_usecase('12345')
# call: bool_usecase('1234567890')
# call: bool_usecase('¡Y tú quién te crees?')
# call: bool_usecase('🐍⚡')
# call: bool_usecase('大处着眼，小处着手。')
# call: not_usecase('')
# call: not_usecase('ascii')
# call: not_usecase('12345')
# call: not_usecase('1234567890')
# call: not_usecase('¡Y tú quién te crees?')
# call: not_usecase('🐍⚡')
# call: not_usecase('大处着眼，小处着手。')
# call: concat_usecase('', '大处着眼，小处着手。')
# call: concat_usecase('ascii', '🐍⚡')
# call: concat_usecase('12345', '¡Y tú quién te crees?')
# call: concat_usecase('1234567890', '1234567890')
# call: concat_usecase('¡Y tú quién te crees?', '12345')
# call: concat_usecase('🐍⚡', 'ascii')
# call: concat_usecase('大处着眼，小处着手。', '')
# call: inplace_concat_usecase('', '大处着眼，小处着手。')
# call: inplace_concat_usecase('ascii', '🐍⚡')
# call: inplace_concat_usecase('12345', '¡Y tú quién te crees?')
# call: inplace_concat_usecase('1234567890', '1234567890')
# call: inplace_concat_usecase('¡Y tú quién te crees?', '12345')
# call: inplace_concat_usecase('🐍⚡', 'ascii')
# call: inplace_concat_usecase('大处着眼，小处着手。', '')
# call: repeat_usecase('', -1)
# call: repeat_usecase('', 0)
# call: repeat_usecase('', 2)
# call: repeat_usecase('', 3)
# call: repeat_usecase('ascii', -1)
# call: repeat_usecase('ascii', 0)
# call: repeat_usecase('ascii', 2)
# call: repeat_usecase('ascii', 3)
# call: repeat_usecase('12345', -1)
# call: repeat_usecase('12345', 0)
# call: repeat_usecase('12345', 2)
# call: repeat_usecase('12345', 3)
# call: repeat_usecase('1234567890', -1)
# call: repeat_usecase('1234567890', 0)
# call: repeat_usecase('1234567890', 2)
# call: repeat_usecase('1234567890', 3)
# call: repeat_usecase('¡Y tú quién te crees?', -1)
# call: repeat_usecase('¡Y tú quién te crees?', 0)
# call: repeat_usecase('¡Y tú quién te crees?', 2)
# call: repeat_usecase('¡Y tú quién te crees?', 3)
# call: repeat_usecase('🐍⚡', -1)
# call: repeat_usecase('🐍⚡', 0)
# call: repeat_usecase('🐍⚡', 2)
# call: repeat_usecase('🐍⚡', 3)
# call: repeat_usecase('大处着眼，小处着手。', -1)
# call: repeat_usecase('大处着眼，小处着手。', 0)
# call: repeat_usecase('大处着眼，小处着手。', 2)
# call: repeat_usecase('大处着眼，小处着手。', 3)
# call: repeat_rev_usecase('', 4)
# call: repeat_rev_usecase('ascii', 4)
# call: repeat_rev_usecase('12345', 4)
# call: repeat_rev_usecase('1234567890', 4)
# call: repeat_rev_usecase('¡Y tú quién te crees?', 4)
# call: repeat_rev_usecase('🐍⚡', 4)
# call: repeat_rev_usecase('大处着眼，小处着手。', 4)
# call: in_usecase('', '')
# call: in_usecase('xx', '')
# call: in_usecase('', '')
# call: in_usecase('', '')
# call: in_usecase('', '')
# call: in_usecase('', 'ascii')
# call: in_usecase('xx', 'ascii')
# call: in_usecase('iicsa', 'ascii')
# call: in_usecase('ii', 'ascii')
# call: in_usecase('asciiascii', 'ascii')
# call: in_usecase('', '12345')
# call: in_usecase('xx', '12345')
# call: in_usecase('54321', '12345')
# call: in_usecase('45', '12345')
# call: in_usecase('1234512345', '12345')
# call: in_usecase('', '1234567890')
# call: in_usecase('xx', '1234567890')
# call: in_usecase('0987654321', '1234567890')
# call: in_usecase('4567890', '1234567890')
# call: in_usecase('12345678901234567890', '1234567890')
# call: in_usecase('', '¡Y tú quién te crees?')
# call: in_usecase('xx', '¡Y tú quién te crees?')
# call: in_usecase('?seerc et néiuq út Y¡', '¡Y tú quién te crees?')
# call: in_usecase('tú quién te crees?', '¡Y tú quién te crees?')
# call: in_usecase('¡Y tú quién te crees?¡Y tú quién te crees?', '¡Y tú quién te crees?')
# call: in_usecase('', '🐍⚡')
# call: in_usecase('xx', '🐍⚡')
# call: in_usecase('⚡🐍', '🐍⚡')
# call: in_usecase('', '🐍⚡')
# call: in_usecase('🐍⚡🐍⚡', '🐍⚡')
# call: in_usecase('', '大处着眼，小处着手。')
# call: in_usecase('xx', '大处着眼，小处着手。')
# call: in_usecase('。手着处小，眼着处大', '大处着眼，小处着手。')
# call: in_usecase('眼，小处着手。', '大处着眼，小处着手。')
# call: in_usecase('大处着眼，小处着手。大处着眼，小处着手。', '大处着眼，小处着手。')

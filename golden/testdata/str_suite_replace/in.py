"""replace with and without a count, an empty old string (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def replace_usecase(s, x, y):
    return s.replace(x, y)


@njit
def replace_with_count_usecase(s, x, y, count):
    return s.replace(x, y, count)

# call: replace_usecase('abc', '', 'A')
# call: replace_usecase('', '⚡', 'A')
# call: replace_usecase('abcabc', '⚡', 'A')
# call: replace_usecase('🐍⚡', '⚡', 'A')
# call: replace_usecase('🐍⚡🐍', '⚡', 'A')
# call: replace_usecase('abababa', 'a', 'A')
# call: replace_usecase('abababa', 'aba', '🐍')
# call: replace_usecase('abababa', 'ab', '')
# call: replace_with_count_usecase('abc', '', 'A', -1)
# call: replace_with_count_usecase('abc', '', 'A', 0)
# call: replace_with_count_usecase('abc', '', 'A', 1)
# call: replace_with_count_usecase('abc', '', 'A', 2)
# call: replace_with_count_usecase('abc', '', 'A', 10)
# call: replace_with_count_usecase('abababa', 'a', 'A', -1)
# call: replace_with_count_usecase('abababa', 'a', 'A', 0)
# call: replace_with_count_usecase('abababa', 'a', 'A', 1)
# call: replace_with_count_usecase('abababa', 'a', 'A', 2)
# call: replace_with_count_usecase('abababa', 'a', 'A', 10)
# call: replace_with_count_usecase('🐍⚡🐍', '🐍', '', -1)
# call: replace_with_count_usecase('🐍⚡🐍', '🐍', '', 0)
# call: replace_with_count_usecase('🐍⚡🐍', '🐍', '', 1)
# call: replace_with_count_usecase('🐍⚡🐍', '🐍', '', 2)
# call: replace_with_count_usecase('🐍⚡🐍', '🐍', '', 10)

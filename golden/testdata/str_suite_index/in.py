"""index/rindex with start and end, ValueError when not found (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def index_usecase(x, y):
    return x.index(y)


@njit
def index_with_start_only_usecase(x, y, start):
    return x.index(y, start)


@njit
def index_with_start_end_usecase(x, y, start, end):
    return x.index(y, start, end)


@njit
def rindex_usecase(x, y):
    return x.rindex(y)


@njit
def rindex_with_start_only_usecase(x, y, start):
    return x.rindex(y, start)


@njit
def rindex_with_start_end_usecase(x, y, start, end):
    return x.rindex(y, start, end)

# call: index_usecase('', '')
# call: index_usecase('', '')
# call: index_usecase('', '')
# call: index_usecase('ascii', '')
# call: index_usecase('ascii', 'asc')
# call: index_usecase('ascii', 'ii')
# call: index_usecase('12345', '')
# call: index_usecase('12345', '123')
# call: index_usecase('12345', '45')
# call: index_usecase('1234567890', '')
# call: index_usecase('1234567890', '12345678')
# call: index_usecase('1234567890', '4567890')
# call: index_usecase('¡Y tú quién te crees?', '')
# call: index_usecase('¡Y tú quién te crees?', '¡Y tú quién te cree')
# call: index_usecase('¡Y tú quién te crees?', 'tú quién te crees?')
# call: index_usecase('🐍⚡', '')
# call: index_usecase('🐍⚡', '')
# call: index_usecase('🐍⚡', '')
# call: index_usecase('大处着眼，小处着手。', '')
# call: index_usecase('大处着眼，小处着手。', '大处着眼，小处着')
# call: index_usecase('大处着眼，小处着手。', '眼，小处着手。')
# call: rindex_usecase('', '')
# call: rindex_usecase('', '')
# call: rindex_usecase('', '')
# call: rindex_usecase('ascii', '')
# call: rindex_usecase('ascii', 'asc')
# call: rindex_usecase('ascii', 'ii')
# call: rindex_usecase('12345', '')
# call: rindex_usecase('12345', '123')
# call: rindex_usecase('12345', '45')
# call: rindex_usecase('1234567890', '')
# call: rindex_usecase('1234567890', '12345678')
# call: rindex_usecase('1234567890', '4567890')
# call: rindex_usecase('¡Y tú quién te crees?', '')
# call: rindex_usecase('¡Y tú quién te crees?', '¡Y tú quién te cree')
# call: rindex_usecase('¡Y tú quién te crees?', 'tú quién te crees?')
# call: rindex_usecase('🐍⚡', '')
# call: rindex_usecase('🐍⚡', '')
# call: rindex_usecase('🐍⚡', '')
# call: rindex_usecase('大处着眼，小处着手。', '')
# call: rindex_usecase('大处着眼，小处着手。', '大处着眼，小处着')
# call: rindex_usecase('大处着眼，小处着手。', '眼，小处着手。')
# call: index_usecase('abcdefghiabc', 'abc')
# call: index_usecase('ascii', 'x')
# call: rindex_usecase('abcdefghiabc', 'abc')
# call: rindex_usecase('ascii', 'x')
# call: index_with_start_only_usecase('abcdefghiabc', 'abc', -5)
# call: index_with_start_only_usecase('abcdefghiabc', 'abc', 0)
# call: index_with_start_only_usecase('abcdefghiabc', 'abc', 3)
# call: index_with_start_only_usecase('abcdefghiabc', 'abc', 10)
# call: index_with_start_only_usecase('大处 着眼，小处着手。大大大处', '大处', -5)
# call: index_with_start_only_usecase('大处 着眼，小处着手。大大大处', '大处', 0)
# call: index_with_start_only_usecase('大处 着眼，小处着手。大大大处', '大处', 3)
# call: index_with_start_only_usecase('大处 着眼，小处着手。大大大处', '大处', 10)
# call: rindex_with_start_only_usecase('abcdefghiabc', 'abc', -5)
# call: rindex_with_start_only_usecase('abcdefghiabc', 'abc', 0)
# call: rindex_with_start_only_usecase('abcdefghiabc', 'abc', 3)
# call: rindex_with_start_only_usecase('abcdefghiabc', 'abc', 10)
# call: rindex_with_start_only_usecase('大处 着眼，小处着手。大大大处', '大处', -5)
# call: rindex_with_start_only_usecase('大处 着眼，小处着手。大大大处', '大处', 0)
# call: rindex_with_start_only_usecase('大处 着眼，小处着手。大大大处', '大处', 3)
# call: rindex_with_start_only_usecase('大处 着眼，小处着手。大大大处', '大处', 10)
# call: index_with_start_end_usecase('abcdefghiabc', 'abc', 0, 12)
# call: index_with_start_end_usecase('abcdefghiabc', 'abc', 1, -1)
# call: index_with_start_end_usecase('abcdefghiabc', 'abc', -4, 100)
# call: index_with_start_end_usecase('abcdefghiabc', 'abc', 2, 8)
# call: index_with_start_end_usecase('大处 着眼，小处着手。大大大处', '大处', 0, 12)
# call: index_with_start_end_usecase('大处 着眼，小处着手。大大大处', '大处', 1, -1)
# call: index_with_start_end_usecase('大处 着眼，小处着手。大大大处', '大处', -4, 100)
# call: index_with_start_end_usecase('大处 着眼，小处着手。大大大处', '大处', 2, 8)
# call: rindex_with_start_end_usecase('abcdefghiabc', 'abc', 0, 12)
# call: rindex_with_start_end_usecase('abcdefghiabc', 'abc', 1, -1)
# call: rindex_with_start_end_usecase('abcdefghiabc', 'abc', -4, 100)
# call: rindex_with_start_end_usecase('abcdefghiabc', 'abc', 2, 8)
# call: rindex_with_start_end_usecase('大处 着眼，小处着手。大大大处', '大处', 0, 12)
# call: rindex_with_start_end_usecase('大处 着眼，小处着手。大大大处', '大处', 1, -1)
# call: rindex_with_start_end_usecase('大处 着眼，小处着手。大大大处', '大处', -4, 100)
# call: rindex_with_start_end_usecase('大处 着眼，小处着手。大大大处', '大处', 2, 8)

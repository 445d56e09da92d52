"""partition/rpartition, ValueError for an empty separator (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def partition_usecase(s, sep):
    return s.partition(sep)


@njit
def rpartition_usecase(s, sep):
    return s.rpartition(sep)

# call: partition_usecase('', '⚡')
# call: partition_usecase('abcabc', '⚡')
# call: partition_usecase('🐍⚡', '⚡')
# call: partition_usecase('🐍⚡🐍', '⚡')
# call: partition_usecase('abababa', 'a')
# call: partition_usecase('abababa', 'ab')
# call: partition_usecase('abababa', 'aba')
# call: partition_usecase('a', '')
# call: rpartition_usecase('', '⚡')
# call: rpartition_usecase('abcabc', '⚡')
# call: rpartition_usecase('🐍⚡', '⚡')
# call: rpartition_usecase('🐍⚡🐍', '⚡')
# call: rpartition_usecase('abababa', 'a')
# call: rpartition_usecase('abababa', 'ab')
# call: rpartition_usecase('abababa', 'aba')
# call: rpartition_usecase('a', '')

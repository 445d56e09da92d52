"""strip/lstrip/rstrip of Unicode whitespace and of given characters (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def lstrip_usecase(x):
    return x.lstrip()


@njit
def lstrip_usecase_chars(x, chars):
    return x.lstrip(chars)


@njit
def rstrip_usecase(x):
    return x.rstrip()


@njit
def rstrip_usecase_chars(x, chars):
    return x.rstrip(chars)


@njit
def strip_usecase(x):
    return x.strip()


@njit
def strip_usecase_chars(x, chars):
    return x.strip(chars)

# call: lstrip_usecase('ass cii')
# call: lstrip_usecase('      ')
# call: lstrip_usecase('')
# call: lstrip_usecase('  tú quién te crees?   ')
# call: lstrip_usecase(' 大处大处  ')
# call: lstrip_usecase('\t abcd \t')
# call: lstrip_usecase('\x0b abcd \x0b')
# call: lstrip_usecase('\u2029abcd\u205f')
# call: lstrip_usecase('\x85abcd\u2009')
# call: rstrip_usecase('ass cii')
# call: rstrip_usecase('      ')
# call: rstrip_usecase('')
# call: rstrip_usecase('  tú quién te crees?   ')
# call: rstrip_usecase(' 大处大处  ')
# call: rstrip_usecase('\t abcd \t')
# call: rstrip_usecase('\x0b abcd \x0b')
# call: rstrip_usecase('\u2029abcd\u205f')
# call: rstrip_usecase('\x85abcd\u2009')
# call: strip_usecase('ass cii')
# call: strip_usecase('      ')
# call: strip_usecase('')
# call: strip_usecase('  tú quién te crees?   ')
# call: strip_usecase(' 大处大处  ')
# call: strip_usecase('\t abcd \t')
# call: strip_usecase('\x0b abcd \x0b')
# call: strip_usecase('\u2029abcd\u205f')
# call: strip_usecase('\x85abcd\u2009')
# call: lstrip_usecase_chars('ass cii', 'ai')
# call: lstrip_usecase_chars('asscii ', 'ai ')
# call: lstrip_usecase_chars(' asscii  ', 's')
# call: lstrip_usecase_chars('', '')
# call: lstrip_usecase_chars('tú quién te crees?', 'étú? ')
# call: lstrip_usecase_chars('大处 着眼，小处着手。大大大处', '大处')
# call: lstrip_usecase_chars('\t\nabcd\t', '\ta')
# call: rstrip_usecase_chars('ass cii', 'ai')
# call: rstrip_usecase_chars('asscii ', 'ai ')
# call: rstrip_usecase_chars(' asscii  ', 's')
# call: rstrip_usecase_chars('', '')
# call: rstrip_usecase_chars('tú quién te crees?', 'étú? ')
# call: rstrip_usecase_chars('大处 着眼，小处着手。大大大处', '大处')
# call: rstrip_usecase_chars('\t\nabcd\t', '\ta')
# call: strip_usecase_chars('ass cii', 'ai')
# call: strip_usecase_chars('asscii ', 'ai ')
# call: strip_usecase_chars(' asscii  ', 's')
# call: strip_usecase_chars('', '')
# call: strip_usecase_chars('tú quién te crees?', 'étú? ')
# call: strip_usecase_chars('大处 着眼，小处着手。大大大处', '大处')
# call: strip_usecase_chars('\t\nabcd\t', '\ta')

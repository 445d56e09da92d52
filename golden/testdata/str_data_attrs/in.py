"""The data attributes of Numba's unicode_type that its own tests read: s._is_ascii (uint32,
1 when every code point is below 128) and s._length (the number of code points), of
arguments, slices, concatenations, repeats and joins."""
from numba import njit


@njit
def flags(s):
    return s._is_ascii, s[::2]._is_ascii, s[1::2]._is_ascii, s._length, s[1:]._length


@njit
def built():
    s1 = 'abc'
    s3 = '🐍⚡'
    s4 = '大处着眼，小处着手。'
    return ((s1 + '123')._is_ascii, (s1 + s3)._is_ascii, (s3 * 2)._is_ascii,
            ",".join([s1, s4])._is_ascii, s1[0]._is_ascii, s3[1:]._is_ascii,
            (s3 + s4)._length, s4[2:]._length + 1)

# call: flags('')
# call: flags('ascii')
# call: flags('¿abc¡Y tú, quién te cre\t\tes?')
# call: flags('a🐍b⚡')
# call: built()

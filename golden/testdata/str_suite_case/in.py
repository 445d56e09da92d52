"""capitalize/upper/lower/casefold/title/swapcase: full case mappings and the final sigma (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def capitalize_usecase(x):
    return x.capitalize()


@njit
def upper_usecase(x):
    return x.upper()


@njit
def lower_usecase(x):
    return x.lower()


@njit
def casefold_usecase(x):
    return x.casefold()


@njit
def title_usecase(x):
    return x.title()


@njit
def swapcase_usecase(x):
    return x.swapcase()

# call: capitalize_usecase('')
# call: capitalize_usecase('ascii')
# call: capitalize_usecase('12345')
# call: capitalize_usecase('1234567890')
# call: capitalize_usecase('¡Y tú quién te crees?')
# call: capitalize_usecase('🐍⚡')
# call: capitalize_usecase('大处着眼，小处着手。')
# call: capitalize_usecase('hello wORLD')
# call: capitalize_usecase('ßtraße ǆungla')
# call: capitalize_usecase("they're bill's")
# call: capitalize_usecase('ΣΑΣ ὈΔΥΣΣΕΎΣ')
# call: capitalize_usecase('ﬁİῒ')
# call: capitalize_usecase('𐐁𐐩')
# call: capitalize_usecase('ǅ ǈ')
# call: capitalize_usecase('İstanbul')
# call: capitalize_usecase('ͅΣ')
# call: upper_usecase('')
# call: upper_usecase('ascii')
# call: upper_usecase('12345')
# call: upper_usecase('1234567890')
# call: upper_usecase('¡Y tú quién te crees?')
# call: upper_usecase('🐍⚡')
# call: upper_usecase('大处着眼，小处着手。')
# call: upper_usecase('hello wORLD')
# call: upper_usecase('ßtraße ǆungla')
# call: upper_usecase("they're bill's")
# call: upper_usecase('ΣΑΣ ὈΔΥΣΣΕΎΣ')
# call: upper_usecase('ﬁİῒ')
# call: upper_usecase('𐐁𐐩')
# call: upper_usecase('ǅ ǈ')
# call: upper_usecase('İstanbul')
# call: upper_usecase('ͅΣ')
# call: lower_usecase('')
# call: lower_usecase('ascii')
# call: lower_usecase('12345')
# call: lower_usecase('1234567890')
# call: lower_usecase('¡Y tú quién te crees?')
# call: lower_usecase('🐍⚡')
# call: lower_usecase('大处着眼，小处着手。')
# call: lower_usecase('hello wORLD')
# call: lower_usecase('ßtraße ǆungla')
# call: lower_usecase("they're bill's")
# call: lower_usecase('ΣΑΣ ὈΔΥΣΣΕΎΣ')
# call: lower_usecase('ﬁİῒ')
# call: lower_usecase('𐐁𐐩')
# call: lower_usecase('ǅ ǈ')
# call: lower_usecase('İstanbul')
# call: lower_usecase('ͅΣ')
# call: casefold_usecase('')
# call: casefold_usecase('ascii')
# call: casefold_usecase('12345')
# call: casefold_usecase('1234567890')
# call: casefold_usecase('¡Y tú quién te crees?')
# call: casefold_usecase('🐍⚡')
# call: casefold_usecase('大处着眼，小处着手。')
# call: casefold_usecase('hello wORLD')
# call: casefold_usecase('ßtraße ǆungla')
# call: casefold_usecase("they're bill's")
# call: casefold_usecase('ΣΑΣ ὈΔΥΣΣΕΎΣ')
# call: casefold_usecase('ﬁİῒ')
# call: casefold_usecase('𐐁𐐩')
# call: casefold_usecase('ǅ ǈ')
# call: casefold_usecase('İstanbul')
# call: casefold_usecase('ͅΣ')
# call: title_usecase('')
# call: title_usecase('ascii')
# call: title_usecase('12345')
# call: title_usecase('1234567890')
# call: title_usecase('¡Y tú quién te crees?')
# call: title_usecase('🐍⚡')
# call: title_usecase('大处着眼，小处着手。')
# call: title_usecase('hello wORLD')
# call: title_usecase('ßtraße ǆungla')
# call: title_usecase("they're bill's")
# call: title_usecase('ΣΑΣ ὈΔΥΣΣΕΎΣ')
# call: title_usecase('ﬁİῒ')
# call: title_usecase('𐐁𐐩')
# call: title_usecase('ǅ ǈ')
# call: title_usecase('İstanbul')
# call: title_usecase('ͅΣ')
# call: swapcase_usecase('')
# call: swapcase_usecase('ascii')
# call: swapcase_usecase('12345')
# call: swapcase_usecase('1234567890')
# call: swapcase_usecase('¡Y tú quién te crees?')
# call: swapcase_usecase('🐍⚡')
# call: swapcase_usecase('大处着眼，小处着手。')
# call: swapcase_usecase('hello wORLD')
# call: swapcase_usecase('ßtraße ǆungla')
# call: swapcase_usecase("they're bill's")
# call: swapcase_usecase('ΣΑΣ ὈΔΥΣΣΕΎΣ')
# call: swapcase_usecase('ﬁİῒ')
# call: swapcase_usecase('𐐁𐐩')
# call: swapcase_usecase('ǅ ǈ')
# call: swapcase_usecase('İstanbul')
# call: swapcase_usecase('ͅΣ')

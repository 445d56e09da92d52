"""isdigit/isalpha/isspace/isupper/islower/isalnum/isdecimal on ASCII and Unicode strings."""
from numba import njit


@njit
def preds(s):
    return (s.isdigit(), s.isalpha(), s.isspace(), s.isupper(), s.islower(),
            s.isalnum(), s.isdecimal())

# call: preds("12345")
# call: preds("abcXYZ")
# call: preds(" \t\n")
# call: preds("HELLO WORLD")
# call: preds("hello world")
# call: preds("abc123")
# call: preds("")
# call: preds("123 ")
# call: preds("Éclair")
# call: preds("ÀÉÎ")
# call: preds("日本")
# call: preds("٣٤٥")

"""tuple.index(x): the first equal item's position in tuples of numbers and of strings (numbers compared as numbers), Numba's ValueError when none is equal; a heterogeneous tuple is a diagnostic, as Numba has no tuple.index for it (usecase from Numba's test_tuples)."""
from numba import njit


@njit
def index_method_usecase(tup, value):
    return tup.index(value)


@njit
def words(s):
    t = ("a", "bb", s, "bb")
    return t.index("bb"), t.index(s)

# call: index_method_usecase((1, 2, 3), 2)
# call: index_method_usecase((1, 2, 3), 4)
# call: index_method_usecase((1, 2, 2), 2.0)
# call: index_method_usecase((4.0, 5.5), 7)
# call: words("c")
# call: words("bb")

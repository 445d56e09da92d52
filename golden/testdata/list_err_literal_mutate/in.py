"""A list display whose items have different types is Numba's read-only literal list: append is rejected, as Numba rejects it ("Cannot mutate a literal list"; test_lists' TestLiteralLists.test_mutation_failure)."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def f(n):
    l = [n, (n, n)]
    l.append(2j)
    return len(l)

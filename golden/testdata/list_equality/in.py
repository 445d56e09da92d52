"""== and != between lists, of the same and of promoted element types."""
from numba import njit


@njit
def eq(n):
    a = [1, 2, n]
    b = [1, 2, 3]
    c = [1.0, 2.0, 3.0]
    return a == b, a != b, a == c, a == [1, 2]

# call: eq(3)
# call: eq(4)

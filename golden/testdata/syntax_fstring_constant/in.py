"""f-strings without placeholders, and modern syntax mixed together in a numba-compiled function."""
from numba import njit


@njit
def hello(n):
    total: int = 0
    for i in range(n):
        total += 1_0
    print(f"constant f-string")
    if total > 1_000:
        raise ValueError(f"too big")
    return total

# call: hello(5)
# call: hello(101)

"""async def functions are not supported."""
# error: unsupported-syntax
from numba import njit


async def fetch(n):
    return n * 2


@njit("int64(int64)")
def double(n):
    return n * 2

"""The exception object `except C as e` binds is usable only through str(e), f"{e}" and
`raise e`: its args, other attributes, and passing or returning it are positioned errors."""
# error: unknown-attribute
from numba import njit


@njit
def args_of(x):
    try:
        if x > 0:
            raise ValueError("pos")
    except Exception as e:
        return len(e.args)
    return x


@njit
def returned(x):
    try:
        if x > 0:
            raise ValueError("pos")
    except ValueError as e:
        return e
    return None


@njit
def printed(x):
    try:
        if x > 0:
            raise ValueError("pos")
    except ValueError as e:
        print(e)
    return x


@njit
def repr_of(x):
    try:
        if x > 0:
            raise ValueError("pos")
    except ValueError as e:
        return f"{e!r}"
    return ""

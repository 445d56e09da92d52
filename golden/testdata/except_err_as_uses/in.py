"""The exception object `except C as e` binds is usable only through str(e), f"{e}",
print(e) and `raise e` inside the clause: its args and other attributes, returning it, its
repr and a read after the clause (Python deletes the name) are positioned errors."""
# error: unknown-attribute
from numba import njit


@njit("int64(int64)")
def args_of(x):
    try:
        if x > 0:
            raise ValueError("pos")
    except Exception as e:
        return len(e.args)
    return x


@njit("int64(int64)")
def returned(x):
    try:
        if x > 0:
            raise ValueError("pos")
    except ValueError as e:
        return e
    return x


@njit("unicode_type(int64)")
def repr_of(x):
    try:
        if x > 0:
            raise ValueError("pos")
    except ValueError as e:
        return f"{e!r}"
    return ""


@njit("unicode_type(int64)")
def after_clause(x):
    try:
        if x > 0:
            raise ValueError("pos")
    except ValueError as e:
        pass
    return str(e)

"""A dict display with constant str keys whose values do not all cast safely to the first one's type is Numba's literal dict (LiteralStrKeyDict; test_dictobject's TestLiteralStrKeyDict): d["k"] by constant key, a value known only at run time, lists and arrays as values, a repeated key (its last value), len, in / not in, keys(), values(), items(), copy(), passing it to another function (which changes an array it holds), the same keys on two branches (values unify); and the displays Numba types as typed dicts instead ({"a": 2.5, "b": 1}: every value casts safely to the first)."""
import numpy as np
from numba import njit


@njit
def basic():
    ld = {"a": 1, "b": 2j, "c": "d"}
    return ld["a"], ld["b"], ld["c"], len(ld)


@njit
def nonconst(x):
    y = x + 5
    e = True if y > 2 else False
    ld = {"a": 1, "b": 2j, "c": "d", "non_const": e, "f": x * 0.5}
    return ld["non_const"], ld["f"]


@njit
def containers(n):
    b = [1, 2, 3]
    ld = {"a": n, "b": b, "c": np.zeros(n), "+": "op", "0": 1.5}
    b.append(4)
    return ld["b"], ld["c"].sum(), len(ld["b"]), ld["+"], ld["0"]


@njit
def repeated():
    ld = {"a": 1, "a": 10, "b": 2j, "c": "d", "a": "aaaa"}  # noqa: F601
    return ld["a"], ld["b"], ld["c"]


@njit
def contains(k):
    ld = {"a": 1, "b": 2j, "c": "d"}
    return "b" in ld, "f" in ld, k in ld, k not in ld


@njit
def views():
    ld = {"a": 2j, "c": "d", "f": np.arange(3.0)}
    keys = [x for x in ld.keys()]
    cp = ld.copy()
    return keys, ld.values()[1], ld.items()[0], ld.items()[2][1].sum(), cp["c"]


@njit
def add_ten(fake_kwargs=None):
    if fake_kwargs is not None:
        fake_kwargs["d"][:] += 10


@njit
def as_arg():
    e = {"a": 1, "b": 2j, "c": "string", "d": np.zeros(3)}
    add_ten(fake_kwargs=e)
    return e["d"]


@njit
def branches(x):
    if x + 7 > 4:
        a = {"a": 2j, "c": "d", "e": np.zeros(4)}
    else:
        a = {"a": 5j, "c": "CAT", "e": np.zeros((5,))}
    return a["c"], a["e"].size


@njit
def branches_widen(x):
    if x > 0:
        a = {"a": 1, "b": "x"}
    else:
        a = {"a": 2.5, "b": "y"}
    return a["a"], a["b"], "b" in a


@njit
def typed_after_all(x):
    d = {"a": 2.5, "b": 1}
    d["c"] = x
    e = {"a": np.int32(1), "b": np.int8(2)}
    return d["b"], d["c"], len(d), e["b"]


# call: basic()
# call: nonconst(34)
# call: nonconst(-100)
# call: containers(3)
# call: repeated()
# call: contains("a")
# call: contains("zz")
# call: views()
# call: as_arg()
# call: branches(100)
# call: branches(-100)
# call: branches_widen(1)
# call: branches_widen(-1)
# call: typed_after_all(7)

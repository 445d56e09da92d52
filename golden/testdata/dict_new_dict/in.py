"""numba.typed.dictobject.new_dict(key_type, value_type), the constructor Dict.empty calls: its
types cast the stores (int64 keys to int32, int values to float32), as Numba's tests use it."""
from numba import njit, int32, float32, float64, types
from numba.typed import dictobject

pair_t = types.UniTuple(types.int64, 2)


@njit
def fill(n):
    d = dictobject.new_dict(int32, float32)
    for i in range(n):
        d[i] = i + 1
    return len(d), bool(d), d.get(n - 1, -1.0), d.get(n, -1.0)


@njit
def pairs(keys, vals):
    d = dictobject.new_dict(pair_t, float64)
    for k, v in zip(keys, vals):
        d[(k, k * k)] = v
    out = []
    for k, v in d.items():
        out.append((k[1], v))
    return out


@njit
def strs(n):
    d = dictobject.new_dict(types.unicode_type, value=types.int64)
    for i in range(n):
        d[str(i)] = i * i
    return d["2"], len(d), "9" in d

# call: fill(0)
# call: fill(5)
# call: pairs([1, 2, 3], [0.5, 1.5, 2.5])
# call: strs(4)

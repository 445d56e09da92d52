"""Evaluates glibc's exp, exp2, log, log2, log10, pow, expf, logf, erf, erfc or hypot (or, to compare with pygo's own, tan, tanh,
expm1, log1p, atan or atan2) on the doubles of a file, as Numba calls them.

Usage: /usr/bin/python3 glibc.py FUNC IN OUT

IN holds little-endian float64s (x, or x and y for pow and y and x for atan2, one after the other); OUT receives the
results, one float64 per call. The functions are called through ctypes, so they are the C library's
own (on x86-64 with FMA, glibc's __exp_fma and friends), which is what Numba's compiled code calls:
math.exp and np.exp on float64 lower to llvm.exp.f64, which is a call to libm's exp.
"""
import array
import ctypes
import sys


def main():
    name, src, dst = sys.argv[1:4]
    libm = ctypes.CDLL("libm.so.6")
    f = getattr(libm, name)
    single = name.endswith("f") and name != "erf"  # expf, logf: float32 in and out, exactly representable as doubles
    f.restype = ctypes.c_float if single else ctypes.c_double
    arity = 2 if name.startswith("pow") or name in ("atan2", "hypot") else 1
    f.argtypes = [ctypes.c_float if single else ctypes.c_double] * arity
    xs = array.array("d")
    with open(src, "rb") as fp:
        xs.frombytes(fp.read())
    if sys.byteorder != "little":
        xs.byteswap()
    if arity == 1:
        out = array.array("d", map(f, xs))
    else:
        out = array.array("d", map(f, xs[0::2], xs[1::2]))
    if sys.byteorder != "little":
        out.byteswap()
    with open(dst, "wb") as fp:
        fp.write(out.tobytes())


if __name__ == "__main__":
    main()

"""The cmath module as Numba's CUDA target computes it, for Numba 0.56's CUDA simulator.

Numba's CUDA target compiles cmath with the lowering of its CPU target (numba/cuda/target.py
installs numba.cpython.cmathimpl): CPython's algorithms as Numba transcribes them, NumPy's for
sqrt, returning inf or nan where CPython's cmath raises ValueError or OverflowError (log(0) is
-inf+0j on the GPU). The simulator runs kernels as Python, so there a kernel's cmath is CPython's,
which raises and differs from Numba in the last place of some results. golden/oracle.py installs
this module for the CUDA cases (install(module) after the case is imported replaces the module's
cmath and the cmath functions it imported by name): each function is the same cmath function
compiled by Numba's CPU target, which is what the GPU runs.
"""

import cmath as _cmath
import types

import numba

_ONE = ["sqrt", "exp", "log10", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh",
        "asinh", "acosh", "atanh", "isnan", "isinf", "isfinite", "phase", "polar"]


def _compile(name, nargs):
    params = ", ".join("a%d" % i for i in range(nargs))
    ns = {"cmath": _cmath}
    exec("def f(%s):\n    return cmath.%s(%s)\n" % (params, name, params), ns)
    return numba.njit(ns["f"])


def _shim():
    """A module with cmath's constants and Numba-compiled functions."""
    shim = types.ModuleType("cmath", __doc__)
    for k in dir(_cmath):
        if not k.startswith("_"):
            setattr(shim, k, getattr(_cmath, k))
    for name in _ONE:
        setattr(shim, name, _compile(name, 1))
    shim.rect = _compile("rect", 2)
    log1, log2 = _compile("log", 1), _compile("log", 2)

    def log(z, *base):
        return log2(z, base[0]) if base else log1(z)

    shim.log = log
    return shim


def install(module):
    """Replaces module's global cmath and the cmath functions it imported by name."""
    shim = None
    for k, v in list(vars(module).items()):
        if v is _cmath or getattr(v, "__module__", None) == "cmath" and callable(v):
            shim = shim or _shim()
            setattr(module, k, shim if v is _cmath else getattr(shim, v.__name__))

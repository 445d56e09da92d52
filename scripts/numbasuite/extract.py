#!/usr/bin/python3
"""Extract golden-style cases from Numba's own test suite.

Usage:
    /usr/bin/python3 scripts/numbasuite/extract.py OUTDIR MODULE...

Imports numba.tests.MODULE, runs its TestCase methods under unittest (each
under a timeout) with numba's dispatcher instrumented, and records every call
of a jitted Python function with its arguments.  Each call whose function can
be written out as a standalone module (its source, plus the module-level
functions, constants, enum and namedtuple classes and imports it names) and whose arguments
can be written as literals, NumPy expressions, enum members (Color.red) or namedtuples
(Point(3.0, 4.0)), whose classes join the module, becomes OUTDIR/MODULE__FUNC__N/in.py with a
`# call:` line; golden/oracle.py then records Numba's result the usual way.
Skipped calls are counted by reason in OUTDIR/MODULE.skips.json.
"""
import collections
import enum
import importlib
import inspect
import json
import operator
import os
import re
import signal
import sys
import textwrap
import types
import unittest

import numpy as np
import numba
from numba.core import dispatcher

TIMEOUT_S = int(os.environ.get("NUMBASUITE_TEST_TIMEOUT", "20"))  # seconds per test method
# NUMBASUITE_TESTS=REGEX runs only the test methods whose unittest id (numba.tests.MODULE.Class.
# test_name) it matches: a module too slow to extract whole on a loaded machine, in parts.
TESTS_RE = re.compile(os.environ.get("NUMBASUITE_TESTS", ""))
MAX_CALLS_PER_FUNC = int(os.environ.get("NUMBASUITE_MAX_CALLS", "8"))  # distinct calls written per function


class Unwritable(Exception):
    """An argument or function that cannot be written as source."""


def lit(v):
    """Source text for v, keeping every dtype, or Unwritable."""
    if isinstance(v, enum.Enum):
        return "%s.%s" % (type(v).__name__, v.name)  # its class joins the module (classes_of)
    if isinstance(v, (bool, np.bool_)):
        return repr(bool(v)) if isinstance(v, bool) else "np.bool_(%r)" % bool(v)
    if isinstance(v, int):
        if -2**63 <= v < 2**63:
            return repr(v)
        if v < 2**64:
            return "np.uint64(%d)" % v
        raise Unwritable("int out of range")
    if isinstance(v, float):
        return _float(v)
    if isinstance(v, complex):
        return "complex(%s, %s)" % (_float(v.real), _float(v.imag))
    if isinstance(v, str):
        return repr(v)
    if isinstance(v, np.generic):
        if isinstance(v, (np.datetime64, np.timedelta64, np.void)):
            raise Unwritable("numpy scalar %s" % v.dtype)
        if np.iscomplexobj(v):
            return "np.%s(complex(%s, %s))" % (v.dtype.name, _float(v.real), _float(v.imag))
        if np.issubdtype(v.dtype, np.floating):
            return "np.%s(%s)" % (v.dtype.name, _float(float(v)))
        return "np.%s(%d)" % (_np_name(v.dtype), int(v))
    if isinstance(v, np.ndarray):
        if v.dtype.fields is not None or v.dtype.kind not in "biufc":
            raise Unwritable("array dtype %s" % v.dtype)
        if v.size > 4096:
            raise Unwritable("array too large")
        items = [lit(x.item() if v.dtype.kind != "c" else complex(x)) for x in v.ravel(order="C")]
        src = "np.array([%s], dtype=np.%s)" % (", ".join(items), _np_name(v.dtype))
        if v.ndim != 1:
            src += ".reshape(%s)" % (repr(tuple(v.shape)),)
        if v.ndim > 1 and v.flags.f_contiguous and not v.flags.c_contiguous:
            src = "np.asfortranarray(%s)" % src
        elif not v.flags.c_contiguous:
            # A non-contiguous array (the tests' a[::2]): the same items as a view with a step
            # along the last axis, which Numba types as layout A, as it typed the test's.
            src = "np.repeat(%s, 2, axis=-1)[..., ::2]" % src
        return src
    if isinstance(v, tuple):
        if is_namedtuple_class(type(v)):
            # Point(3.0, 4.0): its class joins the module (classes_of, namedtuple_source).
            return "%s(%s)" % (type(v).__name__, ", ".join(lit(x) for x in v))
        parts = [lit(x) for x in v]
        return "(" + ", ".join(parts) + ("," if len(parts) == 1 else "") + ")"
    if isinstance(v, list):
        return "[" + ", ".join(lit(x) for x in v) + "]"
    if isinstance(v, set) and v:
        # A reflected set argument: a set display, in the set's own order (golden/oracle.py
        # and the Go harness read it as a set of the items' type); set() has no display.
        return "{" + ", ".join(lit(x) for x in v) + "}"
    if type(v).__name__ == "List" and type(v).__module__.startswith("numba.typed"):
        # A numba.typed.List argument: golden/oracle.py and the Go harness read List([...]) as
        # a typed list of the items' type, so only non-empty lists of int64, float64 or str.
        if len(v) == 0 or str(v._dtype) not in ("int64", "float64", "unicode_type"):
            raise Unwritable("typed List argument")
        return "List([" + ", ".join(lit(x) for x in v) + "])"
    if v is None:
        return "None"
    raise Unwritable("argument type %s" % type(v).__name__)


def _float(f):
    if f != f:
        return "float('nan')"
    if f in (float("inf"), float("-inf")):
        return "float('%s')" % ("inf" if f > 0 else "-inf")
    return repr(f)


def classes_of(v):
    """The classes an argument's source text names: those of its enum members and of its
    namedtuples (in tuples, lists and namedtuple fields too), each before the ones it holds."""
    if isinstance(v, enum.Enum):
        return [type(v)]
    if isinstance(v, (tuple, list)):
        own = [type(v)] if is_namedtuple_class(type(v)) else []
        return own + [c for x in v for c in classes_of(x)]
    return []


def is_namedtuple_class(cls):
    """Whether cls is a namedtuple class (collections.namedtuple or typing.NamedTuple)."""
    return isinstance(cls, type) and issubclass(cls, tuple) and hasattr(cls, "_fields")


def namedtuple_source(name, cls):
    """The definition of the namedtuple class cls bound to name: a collections.namedtuple
    call with its type name and fields (Numba types a namedtuple by its class and fields), or
    Unwritable when it has field defaults or methods of its own."""
    if getattr(cls, "_field_defaults", None):
        raise Unwritable("namedtuple with defaults")
    own = [a for a, x in vars(cls).items() if not a.startswith("_") and callable(x) and a not in cls._fields]
    if own:
        raise Unwritable("namedtuple with methods")
    return "%s = namedtuple(%r, %r)\n" % (name, cls.__name__, tuple(cls._fields))


def class_source(cls):
    """The source of an enum or namedtuple class an argument names, or Unwritable."""
    if is_namedtuple_class(cls):
        return namedtuple_source(cls.__name__, cls)
    return enum_source(cls)


def enum_source(cls):
    """The source of an enum class, or Unwritable."""
    try:
        return textwrap.dedent(inspect.getsource(cls))
    except (OSError, TypeError):
        raise Unwritable("enum class without source")


def source_of(py, mod, extra=()):
    """The standalone module text for py and what it uses from mod, or Unwritable; extra
    are the enum and namedtuple classes the call's arguments need."""
    if py.__module__ == "_operator" or getattr(operator, py.__name__, None) is py:
        # operator.add and friends need a wrapper with a Python body.
        n = len(inspect.signature(py).parameters) if _has_sig(py) else 2
        params = ", ".join("a%d" % i for i in range(n))
        return "import operator\nfrom numba import njit\n\n\n@njit\ndef %s(%s):\n    return operator.%s(%s)\n" % (
            py.__name__, params, py.__name__, params)
    if py.__name__ == "<lambda>":
        # inspect.getsource gives the whole line the lambda sits in (yield lambda: op(x)).
        raise Unwritable("lambda")
    try:
        src = textwrap.dedent(inspect.getsource(py))
    except (OSError, TypeError):
        src = exec_source(py)
    src = njitted(src)
    # The names a function uses come from its module's globals and, for a function defined
    # inside a test method, from its closure cells (a jitted helper defined beside it, a
    # constant): both become module-level definitions of the case.
    g = dict(py.__globals__)
    _add_cells(g, py)
    deps, imports, seen = [], [], {py.__name__}
    for cls in extra:
        if cls.__name__ not in seen:
            seen.add(cls.__name__)
            deps.append(class_source(cls))
    todo = [py.__code__]
    while todo:
        code = todo.pop()
        names = set(code.co_names) | set(code.co_freevars)
        for c in code.co_consts:
            if isinstance(c, types.CodeType):
                todo.append(c)
        for name in sorted(names):
            if name in seen or name not in g:
                continue
            seen.add(name)
            v = g[name]
            if isinstance(v, numba.types.Type):
                imports.append(_numba_type_import(name, v))
                continue
            numba_name = _numba_export(v)
            if numba_name:
                imports.append("from %s import %s" % numba_name + ("" if numba_name[1] == name else " as %s" % name))
                continue
            if isinstance(v, types.ModuleType):
                imports.append("import %s as %s" % (v.__name__, name) if v.__name__ != name else "import %s" % name)
            elif isinstance(v, (dispatcher.Dispatcher, types.FunctionType)):
                f = v.py_func if isinstance(v, dispatcher.Dispatcher) else v
                if f.__module__ != py.__module__:
                    raise Unwritable("helper function from another module")
                if f.__name__ != name:
                    raise Unwritable("helper function bound to another name")
                _add_cells(g, f)
                deps.append(njitted(textwrap.dedent(inspect.getsource(f))))
                todo.append(f.__code__)
            elif isinstance(v, type) and issubclass(v, enum.Enum):
                deps.append(enum_source(v))
            elif is_namedtuple_class(v):
                deps.append(namedtuple_source(name, v))
            elif isinstance(v, (bool, int, float, complex, str, np.generic, np.ndarray, tuple)):
                for cls in classes_of(v):
                    if cls.__name__ not in seen:
                        seen.add(cls.__name__)
                        deps.append(class_source(cls))
                deps.append("%s = %s\n" % (name, lit(v)))
            elif isinstance(v, (types.BuiltinFunctionType, np.ufunc)):
                mod_name = getattr(v, "__module__", None) or "numpy"
                if isinstance(v, np.ufunc):
                    imports.append("from numpy import %s as %s" % (v.__name__, name))
                elif mod_name in ("math", "cmath", "builtins", "operator", "_operator"):
                    imports.append("from %s import %s as %s" % (mod_name.lstrip("_"), v.__name__, name))
                else:
                    raise Unwritable("builtin %s" % name)
            else:
                raise Unwritable("global %s of type %s" % (name, type(v).__name__))
    head = ["import numpy as np", "from numba import njit"] + sorted(set(imports))
    if any(d.startswith("class ") for d in deps):
        head.append("from enum import Enum, IntEnum")
    if any(" = namedtuple(" in d for d in deps):
        head.append("from collections import namedtuple")
    return "\n".join(head) + "\n\n\n" + "\n\n".join(d for d in deps if d) + "\n\n" + src


def exec_source(py):
    """The source of a function the test module made with exec (test_ufuncs'
    _make_ufunc_usecase: `def fn(a0,a1):` renamed add_usecase), its def renamed
    case_func_name(py), or Unwritable."""
    src = getattr(py, EXEC_SOURCE_ATTR, None)
    if src is None:
        raise Unwritable("no source")
    pat = r"^(\s*def\s+)%s(\s*\()" % re.escape(py.__code__.co_name)
    src, n = re.subn(pat, r"\g<1>%s\g<2>" % case_func_name(py), textwrap.dedent(src), count=1, flags=re.M)
    if n != 1:
        raise Unwritable("no source")
    return src


def case_func_name(py):
    """The name py has in its case: its __name__, made an identifier (a usecase_-1234
    that test_ufuncs names by a hash becomes usecase_m1234)."""
    name = py.__name__.replace("-", "m")
    return name if name.isidentifier() else "f_" + re.sub(r"\W", "_", name)


def install_exec_hook(mod):
    """Makes the module's exec record, on each function it defines, the source text that
    defined it (EXEC_SOURCE_ATTR), so that exec_source can write the function out."""
    import builtins

    def exec_hook(src, g=None, l=None):
        builtins.exec(src, g, l)
        if not isinstance(src, str):
            return
        for v in list((l if l is not None else g or {}).values()):
            if isinstance(v, types.FunctionType) and v.__code__.co_filename == "<string>" and not hasattr(v, EXEC_SOURCE_ATTR):
                setattr(v, EXEC_SOURCE_ATTR, src)
    mod.exec = exec_hook


EXEC_SOURCE_ATTR = "_numbasuite_exec_source"


def _add_cells(g, f):
    """Adds f's closure cells to the namespace g; a name bound to two different values
    (a module global and a cell, or cells of two helpers) cannot be written out."""
    for name, cell in zip(f.__code__.co_freevars, f.__closure__ or ()):
        try:
            v = cell.cell_contents
        except ValueError:
            raise Unwritable("closure cell not yet bound")
        if name in g and g[name] is not v:
            raise Unwritable("closure name clash")
        g[name] = v


def _numba_type_import(name, v):
    """The import that binds name to the Numba type v (from numba import int32), or Unwritable."""
    for modname in ("numba", "numba.core.types"):
        m = importlib.import_module(modname)
        for attr in ([name] + sorted(dir(m))):
            if getattr(m, attr, None) is v:
                return "from %s import %s" % (modname, attr) + ("" if attr == name else " as %s" % name)
    raise Unwritable("global Numba type %s" % v)


def _numba_export(v):
    """(module, attribute) when v is one of numba's or numba.typed's exports (njit,
    literally, typeof, Dict, List), else None."""
    for modname in ("numba", "numba.typed"):
        m = importlib.import_module(modname)
        for attr in ["Dict", "List"] + list(getattr(m, "__all__", None) or dir(m)):
            if not attr.startswith("_") and callable(v) and getattr(m, attr, None) is v:
                return modname, attr
    return None


def njitted(src):
    """src with its decorators replaced by @njit: the test compiled it (or, for a
    helper, Numba compiled it as a callee), and pygo translates @njit functions."""
    lines = src.split("\n")
    while lines and lines[0].lstrip().startswith("@"):
        lines.pop(0)
    return "@njit\n" + "\n".join(lines)


def _has_sig(f):
    try:
        inspect.signature(f)
        return True
    except (TypeError, ValueError):
        return False


def snapshot(args):
    """args (a tuple or a dict of keyword arguments) with each contiguous array copied as it
    is before the call (an out= array or an in-place update changes it afterwards); other
    arrays keep their layout, so they stay as the test passed them."""
    def copy(a):
        if isinstance(a, np.ndarray) and (a.flags.c_contiguous or a.flags.f_contiguous):
            return a.copy(order="K")
        return a
    if isinstance(args, dict):
        return {k: copy(v) for k, v in args.items()}
    return tuple(copy(a) for a in args)


class Recorder:
    """Records every call of a jitted function: Dispatcher calls, and the entry
    points of compile_isolated results (the tests' other way to compile)."""

    def __init__(self):
        self.calls = []  # (py_func, args, kws)

    def install(self, mod):
        rec = self
        import numba.core.compiler as compiler
        import numba.tests.support as support
        self._orig_call = dispatcher.Dispatcher.__dict__.get("__call__")
        base_call = dispatcher.Dispatcher.__call__

        def call(d, *args, **kws):
            rec.calls.append((d.py_func, snapshot(args), snapshot(kws)))
            return base_call(d, *args, **kws)
        dispatcher.Dispatcher.__call__ = call
        self._patched = []
        # CompilationCache.compile (numba.tests.support) compiles through compile_extra.
        cc = support.CompilationCache
        orig_cc = cc.compile

        def cc_compile(self_, func, args, *a, **k):
            cres = orig_cc(self_, func, args, *a, **k)
            return _recording(rec, cres, func, args)
        cc.compile = cc_compile
        self._patched.append((cc, "compile", orig_cc))
        # A test may run a compiler pipeline of its own (test_array_exprs' RewritesTester):
        # CompilerBase.compile_extra, called from the test module itself (compile_isolated
        # and the dispatcher call it too, and are recorded where they are called).
        base = compiler.CompilerBase
        orig_ce = base.compile_extra

        def compile_extra(self_, func, *a, **k):
            cres = orig_ce(self_, func, *a, **k)
            if sys._getframe(1).f_globals.get("__name__") != mod.__name__:
                return cres
            return _recording(rec, cres, func, tuple(self_.state.args))
        base.compile_extra = compile_extra
        self._patched.append((base, "compile_extra", orig_ce))
        for m, name in ((mod, "compile_isolated"), (support, "compile_isolated"),
                        (compiler, "compile_isolated")):
            orig = getattr(m, name, None)
            if orig is None:
                continue

            def wrapped(pyfunc, *a, _orig=orig, **k):
                cres = _orig(pyfunc, *a, **k)
                entry = cres.entry_point

                argtypes = a[0] if a else k.get("args", ())

                def ep(*args, **kws):
                    rec.calls.append((pyfunc, typed_args(snapshot(args), argtypes), snapshot(kws)))
                    return entry(*args, **kws)
                try:
                    object.__setattr__(cres, "entry_point", ep)
                except (AttributeError, TypeError):
                    cres = cres._replace(entry_point=ep)
                return cres
            setattr(m, name, wrapped)
            self._patched.append((m, name, orig))

    def uninstall(self):
        if self._orig_call is None:
            del dispatcher.Dispatcher.__call__
        else:
            dispatcher.Dispatcher.__call__ = self._orig_call
        for mod, name, orig in self._patched:
            setattr(mod, name, orig)


class _Recorded:
    """A compile result whose entry_point records its calls."""

    def __init__(self, cres, ep):
        self._cres, self.entry_point = cres, ep

    def __getattr__(self, name):
        return getattr(self._cres, name)


def _recording(rec, cres, pyfunc, argtypes):
    entry = cres.entry_point

    def ep(*args, **kws):
        rec.calls.append((pyfunc, typed_args(snapshot(args), argtypes), snapshot(kws)))
        return entry(*args, **kws)
    return _Recorded(cres, ep)


def typed_args(args, argtypes):
    """args as NumPy scalars of the types compile_isolated was given, so that
    the case passes what the test compiled for (float32, uint64, ...)."""
    out = []
    for i, a in enumerate(args):
        t = argtypes[i] if i < len(argtypes) else None
        if isinstance(t, numba.types.Number) and isinstance(a, (bool, int, float, complex)) and not isinstance(a, np.generic):
            try:
                a = np.dtype(str(t)).type(a)
            except (TypeError, OverflowError, ValueError):
                pass
        out.append(a)
    return tuple(out)


def _np_name(dtype):
    """The NumPy attribute that names dtype: np.bool_, not the removed alias np.bool."""
    return "bool_" if dtype.kind == "b" else dtype.name


def _sig_name(t):
    """A Numba type's spelling in a signature: `boolean`, as `bool` would be Python's, and
    `UniTuple(int64, 3)`, as Numba's signature parser reads `UniTuple(int64 x 3)`."""
    s = str(t)
    if s == "bool":
        return "boolean"
    return re.sub(r" x (\d+)\)", r", \1)", s)  # only UniTuple's spelling has " x N)"


def sig_type(v):
    """pygo's -sig spelling of an argument's type (as golden `# sig:` lines)."""
    if isinstance(v, np.ndarray):
        dims = [":"] * v.ndim
        if v.ndim and v.flags.c_contiguous:
            dims[-1] = "::1"
        return "%s[%s]" % (_sig_name(numba.typeof(v).dtype), ", ".join(dims))
    return _sig_name(numba.typeof(v))


def call_line(py, args, kws):
    """The `# call:` line (and, when a NumPy scalar fixes a type, the `# sig:` line
    before it) for one call; the oracle takes only literals and arrays as arguments."""
    params = list(inspect.signature(py).parameters) if _has_sig(py) else []
    if not kws and any(isinstance(a, np.generic) for a in args):
        sig = "# sig: %s(%s)\n" % (case_func_name(py), ", ".join(sig_type(a) for a in args))
        plain = [a.item() if isinstance(a, np.generic) else a for a in args]
        text = [repr(a) if isinstance(a, int) and not isinstance(a, bool) else lit(a) for a in plain]
        return sig + "# call: %s(%s)" % (case_func_name(py), ", ".join(text))
    parts = [lit(a) for a in args]
    # Keyword arguments are written in parameter order, so that results are compared alike.
    for p in params:
        if p in kws:
            parts.append("%s=%s" % (p, lit(kws[p])))
    if set(kws) - set(params):
        raise Unwritable("unknown keyword")
    return "# call: %s(%s)" % (case_func_name(py), ", ".join(parts))


def args_kind(args, kws):
    """What kind of call this is, for pick_calls: per argument, array or scalar and its
    dtype's kind (test_ufuncs calls each ufunc with 16 integer and float scalars before its
    arrays)."""
    def kind(v):
        if isinstance(v, np.ndarray):
            return "array", v.dtype.kind
        if isinstance(v, (np.generic, bool, int, float, complex)):
            return "scalar", np.asarray(v).dtype.kind
        return type(v).__name__
    return tuple(kind(v) for v in list(args) + list(kws.values()))


def pick_calls(calls):
    """At most MAX_CALLS_PER_FUNC of one function's distinct calls [(line, src, kind)]: the
    first call of each kind first, then the others in call order; returned in call order."""
    chosen, kinds = [], set()
    for i, (_, _, k) in enumerate(calls):
        if k not in kinds and len(chosen) < MAX_CALLS_PER_FUNC:
            kinds.add(k)
            chosen.append(i)
    for i in range(len(calls)):
        if len(chosen) >= MAX_CALLS_PER_FUNC:
            break
        if i not in chosen:
            chosen.append(i)
    return [calls[i][:2] for i in sorted(chosen)]


def in_callback(frame):
    """Whether frame runs inside a callback whose exceptions Python ignores ("Exception
    ignored in": a weakref callback, a __del__) or inside llvmlite, whose ctypes callbacks
    crash when interrupted."""
    while frame is not None:
        code = frame.f_code
        if code.co_name == "__del__" or "llvmlite" in code.co_filename or code.co_filename.endswith("weakref.py") \
                or code.co_name == "on_disposal":
            return True
        frame = frame.f_back
    return False


def run_module(modname, outdir):
    mod = importlib.import_module("numba.tests." + modname)
    install_exec_hook(mod)
    rec = Recorder()
    rec.install(mod)
    skips = collections.Counter()
    loader = unittest.TestLoader()
    suite = loader.loadTestsFromModule(mod)

    def flatten(s):
        for t in s:
            if isinstance(t, unittest.TestSuite):
                yield from flatten(t)
            else:
                yield t

    timed_out = []

    def alarm(signum, frame):
        if in_callback(frame):
            # Raised in a callback (a weakref's, a __del__, llvmlite's ctypes callbacks), the
            # exception would be ignored, or crash LLVM: try again a little later.
            signal.setitimer(signal.ITIMER_REAL, 0.05)
            return
        timed_out.append(True)
        raise TimeoutError("test method timeout")
    signal.signal(signal.SIGALRM, alarm)
    result = unittest.TestResult()
    for test in flatten(suite):
        if not TESTS_RE.search(test.id()):
            skips["test method not selected (NUMBASUITE_TESTS)"] += 1
            continue
        del timed_out[:]
        signal.setitimer(signal.ITIMER_REAL, TIMEOUT_S)
        try:
            test.run(result)
        except TimeoutError:
            pass
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        if timed_out:
            skips["test method timeout"] += 1
    rec.uninstall()

    by_func = {}  # qualified name -> [(call line, source, args_kind)] in call order
    written = 0
    seen_lines = set()
    sources = {}  # (py, enum classes) -> its module text, or the Unwritable it raised (one source_of per function)
    for py, args, kws in rec.calls:
        pymod = getattr(py, "__module__", None) or ""
        if pymod.startswith("numba.") and not pymod.startswith("numba.tests"):
            # Numba's own jitted helpers (numba.typed's Dict and List methods call them):
            # not a function of the test.
            skips["numba's own function"] += 1
            continue
        try:
            extra = tuple(classes_of(list(args) + list(kws.values())))
            if (py, extra) not in sources:
                try:
                    sources[py, extra] = source_of(py, mod, extra)
                except Unwritable as e:
                    sources[py, extra] = e
            src = sources[py, extra]
            if isinstance(src, Unwritable):
                raise src
            line = call_line(py, args, kws)
        except Unwritable as e:
            skips[str(e).split(" of type")[0]] += 1
            continue
        except Exception as e:  # noqa: BLE001 - counted, never fatal
            skips["extract error %s" % type(e).__name__] += 1
            continue
        key = (py.__qualname__, src, line)
        if key in seen_lines:
            continue
        seen_lines.add(key)
        # Functions defined in test methods share names (foo): a case is named by the
        # function's qualified name, TestDict.test_get.<locals>.foo as TestDict__test_get__foo.
        qual = py.__qualname__.replace(".<locals>", "").replace(".", "__")
        if hasattr(py, EXEC_SOURCE_ATTR):
            qual = case_func_name(py)  # every exec'd function's qualified name is fn
        by_func.setdefault(qual, []).append((line, src, args_kind(args, kws)))
    for qual, calls in by_func.items():
        for n, (line, src) in enumerate(pick_calls(calls), 1):
            name = "%s__%s__%d" % (modname, qual, n)
            d = os.path.join(outdir, name)
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, "in.py"), "w") as f:
                f.write("%s\n%s" % (line, src))
            written += 1
        if len(calls) > MAX_CALLS_PER_FUNC:
            skips["more than %d calls of one function" % MAX_CALLS_PER_FUNC] += len(calls) - MAX_CALLS_PER_FUNC
    with open(os.path.join(outdir, modname + ".skips.json"), "w") as f:
        json.dump({"recorded": len(rec.calls), "written": written, "skips": skips}, f, indent=1, sort_keys=True)
    print("%s: %d calls recorded, %d cases written, skips %s" % (modname, len(rec.calls), written, dict(skips)))


def main():
    outdir, mods = sys.argv[1], sys.argv[2:]
    os.makedirs(outdir, exist_ok=True)
    for m in mods:
        run_module(m, outdir)


if __name__ == "__main__":
    main()

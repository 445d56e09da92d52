#!/usr/bin/python3
"""Golden oracle for pygo: runs every golden case under Numba (or CPython).

Usage:
    /usr/bin/python3 golden/oracle.py [--check [--blas-coretype NAME]] [--blas-only]
                                      [--timeout SECONDS] [--times FILE] [CASE_DIR ...]

With no CASE_DIR, every directory golden/testdata/*/ that has an in.py is a
case.  For each case the oracle writes CASE_DIR/want.jsonl; with --check it
writes nothing, and exits 1 listing the cases whose want.jsonl is missing or
stale.
--blas-only limits the run to the BLAS-dependent cases (see below), so that
the check can be repeated cheaply under another OPENBLAS_CORETYPE.
--check --blas-coretype NAME checks every case, and the BLAS-dependent ones a
second time under OPENBLAS_CORETYPE=NAME, in the same run; NAME "other" (what
make oracle-check uses) is Prescott, OpenBLAS's plain SSE3 kernels, or Haswell
where OpenBLAS already runs Prescott's (see host_blas_core): the second run of a case loads
the machine code its first run compiled from Numba's on-disk cache, where
Numba can cache it (not functions that hold LAPACK's ctypes pointers).
--times FILE writes every case's wall time, slowest first.
--check compiles at LLVM's optimisation level 0 where that cannot change a
result, and derives any result that differs again at Numba's own level (see QUICK).
--timeout makes a case that runs longer than SECONDS a failure of that case.

A case is a directory holding in.py, an ordinary Python module that runs
unchanged under Numba, or a package case: a Python package in pkg/ (modules
that import each other as pkg.m or relatively), whose entry module is the
first one, in sorted path order, with # call: or # error: lines; the oracle
imports it as Python would (CASE_DIR on sys.path, and pkg/ too, as a
script's directory, for `import m` of a sibling), and the calls name its
functions.  Directives are comment lines anywhere in in.py (or the entry
module):

    # call: EXPR            a call of a module function (or name.reduce(...),
                            name.accumulate(...) or name.outer(...) of a ufunc); arguments are literals or NumPy expressions
                            (np.arange(6.0).reshape(2, 3)), or calls of the module's
                            namedtuple classes with such arguments (Point(3.0, 4.0)),
                            whose arrays are recorded in field order; a CUDA kernel is
                            launched as kernel[blocks, threads](args) (or
                            kernel[blocks, threads, 0, sharedmem](args)), under
                            Numba's CUDA simulator (NUMBA_ENABLE_CUDASIM=1), and
                            its result is the arrays after the launch (the
                            simulator lacks the warp intrinsics: golden/cudasim_warp.py
                            adds them; its cmath is CPython's: golden/cudasim_cmath.py
                            gives the kernels Numba's, which the GPU runs)
                            An enum member of one of the module's enum.Enum or
                            enum.IntEnum classes is written Color.red
                            A numba.typed.List argument is written List([1, 2, 3]) (a
                            non-empty list display of literals); like a list, it is
                            recorded after the call ("after")
                            An argument may also be create_xoroshiro128p_states(n,
                            seed, subsequence_start) when the module imports it: the
                            states are recorded as the uint64 array of shape (n, 2)
                            that pygo takes (see plain_array)
                            A target='cuda' ufunc or gufunc is built for the CPU
                            (Numba 0.56 cannot build one without a GPU, not even
                            under the simulator): see install_cuda_ufuncs_on_cpu
    # oracle: cpython WHY   run the plain Python functions instead of Numba's
    # sig: name(T1, T2)     njit `name` eagerly with the signature "(T1, T2)"; as
                            pygo's -sig, it lists the types a call passes: the
                            parameters after them are Omitted(default), and the
                            types after the parameters form the *args tuple
    # error: CODE           pygo must reject the case; the oracle skips it

Results that depend on the host's BLAS/LAPACK are not bit-reproducible: Numba's
np.dot, @ and np.linalg go through OpenBLAS, which picks its kernels by CPU
model, so the last bits change from one machine to the next.  A case whose
source uses any of BLAS_NAMES (or the @ operator) is BLAS-dependent: each of
its records carries "tolerance": "blas", and --check compares its numbers
with same_text's BLAS rule instead of byte for byte (golden/doc.go states the
rule; golden_test.go applies the same one).  A call of such a case that passes
float32 or complex64 arrays carries "tolerance": "blas32" and a looser RTOL32
(single-precision LAPACK).  Every other case must match exactly.

The same rule serves cases that compile a function with fastmath ("tolerance":
"fastmath"): LLVM's vectorized float reductions peel for the alignment of the
arrays, so Numba's last bits depend on where its allocator placed them.

Each case runs with PYTHONHASHSEED=0, a private NUMBA_CACHE_DIR, no bytecode
writing and a stdout of its own, in a case server that runs many cases one after
another (see serve), or, for CUDA cases and cases with `# sig:` lines, in a
fresh interpreter (see runs_fresh).  In Numba mode, module-level functions of the case that are not
decorated are compiled with numba.njit (lazily, or eagerly with their
`# sig:`), since pygo compiles every function of the module (of every module of
a package, one dispatcher per function wherever it is imported); in CPython mode
every dispatcher is replaced by its py_func.

Output: one JSON object per call line, keys sorted:
    {"call": TEXT, "result": REPR, "stdout": TEXT}
    {"call": TEXT, "error": CLASSNAME, "message": str(exc), "stdout": TEXT}
REPR is canonical Python repr text, independent of NumPy scalar types; an
array is array(DTYPE, SHAPE, [ELEMENTS in C order]), a namedtuple
Point(x=REPR, y=REPR), an enum member (enum.Enum or IntEnum) <Color.red: 1>
(its repr: class, canonical member name and value), and a generator returned by a compiled function
iterator([ITEMS it yields from then on]).  A call whose
arguments include arrays also records them, in argument order, so that the
Go harness can build the same inputs:
    "arrays": [{"type": "array(float64, 2d, C)", "sig": "float64[:, ::1]",
                "shape": [2, 3], "data": [REPR, ...]}]   (data in memory order)
    A datetime64 or timedelta64 scalar argument (np.datetime64('2020-01-01'),
    np.timedelta64(3, 'D')) is recorded among "arrays" too, as
        {"type": "datetime64[D]", "sig": "datetime64[D]", "shape": [], "data": ["18262"]}
    (its count of units, or "NaT"); as a result its REPR is datetime64[D](18262),
    timedelta64[h](NaT): Numba's type and the count.
    A record array (np.array([(1, 2.0)], dtype=[('a', 'i4'), ('b', 'f8')]), np.zeros(3,
    dtype=[...])) is recorded with its data as tuples, its itemsize and its bytes (see
    record_array_of_records); its "sig" is pygo's Record([(NAME, TYPE, OFFSET), ...], ITEMSIZE,
    ALIGNED)[::1].  A record result is the tuple of its fields, (1, 2.0), and a record array
    array(Record(a[type=int32;offset=0],b[type=float64;offset=4];12;False), (2,), [(1, 2.0), ...]),
    its dtype as Numba prints it.
    "after": [REPR, ...]    each array or list argument after the call (in-place
                            updates; a list argument is a Numba reflected list)
A Numba compilation error (numba.core.errors.NumbaError) in a call is a
failure of the case, never a recorded result.
"""

import ast
import concurrent.futures
import json
import math
import os
import queue
import re
import resource
import select
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TESTDATA = os.path.join(HERE, "testdata")
PYTHON = "/usr/bin/python3"


# ---------------------------------------------------------------------------
# Directive parsing (shared by parent and child)

def parse_directives(src):
    calls, sigs, errors = [], [], []
    oracle = None
    for line in src.splitlines():
        s = line.strip()
        if not s.startswith("#"):
            continue
        body = s[1:].strip()
        key, sep, rest = body.partition(":")
        if not sep:
            continue
        key, rest = key.strip(), rest.strip()
        if key == "call":
            if re.search(r"\bnp\.empty(_like)?\(", rest):
                # Its contents are whatever memory held: the recorded arguments would change
                # from run to run, and --check would never agree.
                raise SystemExit("# call: %s: an argument made by np.empty has no reproducible value; "
                                 "use np.zeros" % rest)
            calls.append(rest)
        elif key == "sig":
            sigs.append(rest)
        elif key == "error":
            errors.append(rest)
        elif key == "oracle":
            oracle = rest
    return calls, sigs, errors, oracle


# ---------------------------------------------------------------------------
# Tolerance

# BLAS_NAMES are the NumPy functions (as attributes or names) whose Numba
# implementation calls BLAS or LAPACK.
BLAS_NAMES = frozenset(["dot", "vdot", "matmul", "inner", "linalg", "cov", "corrcoef", "convolve", "correlate", "roots"])

# RTOL is the relative tolerance of the BLAS rule: numbers agree when they
# differ by at most RTOL times the larger of the two, or RTOL times the
# largest magnitude in the whole value (BLAS error bounds are normwise, so an
# element computed by cancellation may differ by more than its own size).
RTOL = 1e-9

# RTOL32 is the tolerance of the BLAS rule for a call that passes float32 or
# complex64 arrays to a BLAS-dependent case ("tolerance": "blas32"): Numba's
# single-precision LAPACK rounds at every step, pygo factors in double
# precision and rounds once, and float32 carries about 7 digits.
RTOL32 = 1e-5


def blas_dependent(src):
    """Whether a case's results depend on the host's BLAS/LAPACK."""
    try:
        tree = ast.parse(src)
    except SyntaxError:
        return False  # an error case: the oracle does not run it
    # Names bound by `from numpy import dot` (or from numpy.linalg) stand for NumPy's
    # functions; any other name, such as a local function called inner, does not.
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "numpy":
            imported.update(a.asname or a.name for a in node.names
                            if a.name in BLAS_NAMES or node.module != "numpy")
    for node in ast.walk(tree):
        if isinstance(node, (ast.BinOp, ast.AugAssign)) and isinstance(node.op, ast.MatMult):
            return True
        if isinstance(node, ast.Attribute) and node.attr in BLAS_NAMES:
            return True
        if isinstance(node, ast.Name) and node.id in imported:
            return True
    return False


def fastmath_dependent(src):
    """Whether a case compiles a function with fastmath: LLVM then reassociates float
    reductions into vector lanes, peeling for the alignment of the arrays it is given, so
    Numba's last bits change with where its allocator placed them (the case server and a
    fresh interpreter differ)."""
    try:
        tree = ast.parse(src)
    except SyntaxError:
        return False
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg == "fastmath":
            if not (isinstance(node.value, ast.Constant) and node.value.value is False):
                return True
    return False


def tolerance_class(srcs):
    """The tolerance class of a case's records: "blas", "fastmath" or None (exact)."""
    if any(blas_dependent(s) for s in srcs):
        return "blas"
    if any(fastmath_dependent(s) for s in srcs):
        return "fastmath"
    return None


NUMBER_RE = re.compile(r"[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?|inf|nan)")


def is_float_text(s):
    return any(c in s for c in ".eEna")


def complex_part(seps, i):
    """Whether number i of a text whose separators NUMBER_RE.split gave is a
    part of a complex repr ("(15+9j)", "2j")."""
    return seps[i + 1].startswith("j") or (seps[i + 1] == "" and i + 2 < len(seps) and seps[i + 2].startswith("j"))


def float_text(s):
    return s if is_float_text(s) else s + ".0"


BARE_IMAG_RE = re.compile(r"(?<=[\[(, ])(-?)((?:\d+\.?\d*(?:e[+-]?\d+)?|inf|nan)j)(?=[,)\]]|$)")


def with_real_part(text):
    """Complex reprs written with their real part: Python prints a complex whose real part is
    +0 without it ("-0.4j") and one whose real part is -0 or tiny with it ("(-0-0.4j)",
    "(6.7e-18-0.4j)"); which one BLAS computes may change with the CPU."""
    text = BARE_IMAG_RE.sub(lambda m: "(0" + (m.group(1) or "+") + m.group(2) + ")", text)
    return text.replace("(-0+", "(0+").replace("(-0-", "(0-")


def same_text(got, want, rtol=RTOL):
    """Whether two result texts agree under the BLAS rule: the text between
    numbers is equal, integers are equal, and floats agree within rtol
    (relative to the pair, or to the largest magnitude in want)."""
    if got == want:
        return True
    got, want = with_real_part(got), with_real_part(want)
    gs, ws = NUMBER_RE.split(got), NUMBER_RE.split(want)
    gn, wn = NUMBER_RE.findall(got), NUMBER_RE.findall(want)
    if gs != ws or len(gn) != len(wn):
        return False
    scale = 0.0
    for w in wn:
        if is_float_text(w):
            v = abs(float(w))
            if math.isfinite(v):
                scale = max(scale, v)
    for i, (a, b) in enumerate(zip(gn, wn)):
        if a == b:
            continue
        if complex_part(ws, i):
            # Python writes a whole part of a complex without a point ("(15+9j)"): a float.
            a, b = float_text(a), float_text(b)
        if not (is_float_text(a) and is_float_text(b)):
            return False
        x, y = float(a), float(b)
        if math.isnan(x) or math.isnan(y):
            if not (math.isnan(x) and math.isnan(y)):
                return False
            continue
        if math.isinf(x) or math.isinf(y):
            if x != y:
                return False
            continue
        d = abs(x - y)
        if d > rtol * max(abs(x), abs(y)) and d > rtol * scale:
            return False
    return True


def same_records(old, new):
    """Whether two want.jsonl texts of a BLAS-dependent case agree: the same
    calls, arguments and error classes, and every result, printed text,
    message and array after the call equal under same_text."""
    a, b = old.splitlines(), new.splitlines()
    if len(a) != len(b):
        return False
    for la, lb in zip(a, b):
        ra, rb = json.loads(la), json.loads(lb)
        if set(ra) != set(rb):
            return False
        rtol = RTOL32 if ra.get("tolerance") == "blas32" else RTOL
        for k in ra:
            va, vb = ra[k], rb[k]
            if k in ("result", "stdout", "message"):
                if not same_text(vb, va, rtol):
                    return False
            elif k == "after":
                if len(va) != len(vb) or not all(same_text(y, x, rtol) for x, y in zip(va, vb)):
                    return False
            elif va != vb:
                return False
    return True


def agrees(old, new, tolerant):
    """Whether a re-derived want.jsonl text keeps the committed one: the same text, or for a
    BLAS- or fastmath-dependent case the same records under the BLAS rule, so that
    re-deriving on another CPU or in another process does not churn the file."""
    if old is None:
        return False
    return old == new or tolerant and same_records(old, new)


def first_difference(old, new, width=300):
    """The first record where a committed want.jsonl and a re-derived one differ, as lines
    for a log: the call, then each side's differing fields, cut to width characters."""
    if old is None:
        return "  no committed want.jsonl\n"
    a, b = old.splitlines(), new.splitlines()
    for la, lb in zip(a, b):
        if la == lb:
            continue
        ra, rb = json.loads(la), json.loads(lb)
        lines = ["  call: %s" % ra.get("call", "?")[:width]]
        for k in sorted(set(ra) | set(rb)):
            if ra.get(k) != rb.get(k):
                lines.append("  committed %s: %s" % (k, json.dumps(ra.get(k))[:width]))
                lines.append("  derived   %s: %s" % (k, json.dumps(rb.get(k))[:width]))
        return "\n".join(lines) + "\n"
    return "  %d committed records, %d derived\n" % (len(a), len(b))


# ---------------------------------------------------------------------------
# Child: run one case

_ALLOWED_CALLS = {"float": float, "int": int, "complex": complex, "bool": bool}

# NumPy scalar types a call may spell an argument with, np.float32(0.5) or np.int32(8): Numba
# types the value as that dtype (Numba's own tests pass tuples and sets of them).
_NUMPY_SCALARS = ("bool_", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
                  "float32", "float64", "complex64", "complex128")


def literal(node):
    """Evaluates a literal argument expression."""
    if isinstance(node, ast.Constant):
        if isinstance(node.value, (int, float, complex, bool, str)) or node.value is None:
            return node.value
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        v = literal(node.operand)
        return -v if isinstance(node.op, ast.USub) else +v
    elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
        a, b = literal(node.left), literal(node.right)
        return a + b if isinstance(node.op, ast.Add) else a - b
    elif isinstance(node, ast.Tuple):
        return tuple(literal(e) for e in node.elts)
    elif isinstance(node, ast.List):
        return [literal(e) for e in node.elts]  # a reflected list: "after" records it
    elif isinstance(node, ast.Set):
        return set(literal(e) for e in node.elts)  # a reflected set: "after" records it
    elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "List"
          and len(node.args) == 1 and isinstance(node.args[0], ast.List) and node.args[0].elts
          and not node.keywords):
        from numba.typed import List
        return List(literal(e) for e in node.args[0].elts)  # a numba.typed.List: "after" records it
    elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
          and node.func.id in _ALLOWED_CALLS and not node.keywords):
        return _ALLOWED_CALLS[node.func.id](*[literal(a) for a in node.args])
    elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
          and isinstance(node.func.value, ast.Name) and node.func.value.id == "np"
          and node.func.attr in _NUMPY_SCALARS and len(node.args) == 1 and not node.keywords):
        import numpy as np
        return getattr(np, node.func.attr)(literal(node.args[0]))
    raise ValueError("not a literal argument: %s" % ast.dump(node))


def is_typed_list(v):
    """Whether v is a numba.typed.List."""
    return type(v).__name__ == "List" and type(v).__module__.startswith("numba.typed")


def is_namedtuple(v):
    """Whether v is an instance of a collections.namedtuple class."""
    return isinstance(v, tuple) and isinstance(getattr(type(v), "_fields", None), tuple)


def is_enum_class(v):
    """Whether v is an enum class (enum.Enum, IntEnum or a subclass)."""
    import enum
    return isinstance(v, type) and issubclass(v, enum.Enum)


def is_enum_member(v):
    """Whether v is a member of an enum class."""
    import enum
    return isinstance(v, enum.Enum)


def argument(node, namespace=None):
    """Evaluates an argument: a literal, a NumPy expression giving an array, or a call of one
    of the module's namedtuple classes (namespace) with such arguments, Point(3.0, 4.0)."""
    try:
        return literal(node)
    except ValueError:
        import numpy as np
        # float('nan') and complex(re, im) spell an array's non-finite and complex items, and
        # complex(0.0, 6.0) a namedtuple's field.
        names = {"__builtins__": {}, "np": np}
        names.update(_ALLOWED_CALLS)
        for k, v in (namespace or {}).items():
            if isinstance(v, type) and issubclass(v, tuple) and isinstance(getattr(v, "_fields", None), tuple):
                names[k] = v
            if is_enum_class(v):
                names[k] = v
        host = host_constructors(namespace or {})
        names.update(host)
        expr = ast.Expression(body=node)
        v = eval(compile(expr, "<call>", "eval"), names)
        if not isinstance(v, (np.ndarray, np.datetime64, np.timedelta64)) and not is_namedtuple(v) and not is_enum_member(v):
            raise ValueError("argument is neither a literal nor an array: %s" % ast.dump(node))
        return v


def host_constructors(namespace):
    """The host functions of Numba's CUDA API that an argument may call when the module imports
    them: create_xoroshiro128p_states(n, seed, subsequence_start=0) gives its states as a host
    array (Numba initializes them on the host, then copies them to the device)."""
    out = {}
    try:
        from numba.cuda import random as cuda_random
    except ImportError:
        return out
    if namespace.get("create_xoroshiro128p_states") is cuda_random.create_xoroshiro128p_states:
        def create_xoroshiro128p_states(n, seed, subsequence_start=0):
            import numpy as np
            states = np.empty(n, dtype=cuda_random.xoroshiro128p_dtype)
            cuda_random.init_xoroshiro128p_states_cpu(states, seed, subsequence_start)
            return states
        out["create_xoroshiro128p_states"] = create_xoroshiro128p_states
    return out


def plain_array(a):
    """a, or, for an array of xoroshiro128p states (numba.cuda.random's records of two uint64,
    s0 and s1), the uint64 array of shape (n, 2) that pygo passes instead: the same bytes."""
    import numpy as np
    names = getattr(a.dtype, "names", None) if isinstance(a, np.ndarray) else None
    if names == ("s0", "s1") and all(a.dtype[k] == np.uint64 for k in names) and a.dtype.itemsize == 16:
        return np.ascontiguousarray(a).view(np.uint64).reshape(a.shape + (2,))
    return a


def arrays_in(v):
    """The arrays an argument holds, in order: itself, or those in its namedtuple fields.
    A datetime64 or timedelta64 scalar is recorded as one too (see record_array)."""
    import numpy as np
    if isinstance(v, (np.ndarray, np.datetime64, np.timedelta64)):
        return [v]
    if is_namedtuple(v):
        return [a for x in v for a in arrays_in(x)]
    return []


def parse_call(text, namespace=None):
    node = ast.parse(text, mode="eval").body
    if not isinstance(node, ast.Call):
        raise ValueError("call line is not a call of a module function: %r" % text)
    func = node.func
    if (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
            and func.attr in ("reduce", "accumulate", "outer")):
        name = func.value.id + "." + func.attr  # a ufunc's method
    elif isinstance(func, ast.Name):
        name = func.id
    elif (isinstance(func, ast.Subscript) and isinstance(func.value, ast.Name)):
        # A CUDA kernel launch, kernel[blocks, threads](args) or, with dynamic shared
        # memory, kernel[blocks, threads, stream, sharedmem](args): the name carries the
        # configuration, which run_case applies.
        sl = func.slice
        config = literal(sl)
        if not isinstance(config, tuple) or len(config) not in (2, 4):
            raise ValueError("a launch is kernel[blocks, threads](args) or kernel[blocks, threads, 0, sharedmem](args): %r" % text)
        name = (func.value.id, config)
    else:
        raise ValueError("call line is not a call of a module function: %r" % text)
    args = [argument(a, namespace) for a in node.args]
    kwargs = {k.arg: argument(k.value, namespace) for k in node.keywords}
    return name, args, kwargs


def array_sig(a):
    """The Numba signature spelling of an array argument's type."""
    import numba
    t = numba.typeof(a)
    if t.ndim == 0:
        # A 0-d array has no slice spelling: Numba's types.Array(dtype, 0, layout).
        return str(t), "Array(%s, 0, '%s')" % (t.dtype, t.layout)
    axes = [":"] * t.ndim
    if t.layout == "C":
        axes[-1] = "::1"
    elif t.layout == "F":
        axes[0] = "::1"
    return str(t), "%s[%s]" % (t.dtype, ", ".join(axes))


def record_array(a):
    import numpy as np
    if isinstance(a, (np.datetime64, np.timedelta64)):
        # A datetime64/timedelta64 scalar: its Numba type (datetime64[D]) and its int64 count of
        # units, "NaT" for not-a-time.
        import numba
        typ = str(numba.typeof(a))
        return {"type": typ, "sig": typ, "shape": [], "data": ["NaT" if np.isnat(a) else str(a.astype(np.int64))]}
    a = plain_array(a)
    if a.dtype.names is not None:
        return record_array_of_records(a)
    typ, sig = array_sig(a)
    order = "F" if typ.endswith(", F)") else "C"
    return {"type": typ, "sig": sig, "shape": list(a.shape),
            "data": [canon(x) for x in np.ravel(a, order=order)]}


def record_sig(dt):
    """pygo's signature spelling of a record dtype, a Python expression:
    Record([('a', int32, 0), ('v', NestedArray(float64, (3,)), 8)], 32, False) (fields with their
    type and byte offset, the itemsize, and whether the dtype is aligned)."""
    fields = []
    for name in dt.names:
        fdt, off = dt.fields[name][:2]
        fields.append("(%r, %s, %d)" % (name, field_sig(fdt), off))
    return "Record([%s], %d, %s)" % (", ".join(fields), dt.itemsize, dt.isalignedstruct)


def field_sig(fdt):
    """The signature spelling of a record field's dtype (a scalar, a record or a subarray)."""
    if fdt.subdtype is not None:
        base, shape = fdt.subdtype
        return "NestedArray(%s, %s)" % (field_sig(base), canon(tuple(int(n) for n in shape)))
    if fdt.names is not None:
        return record_sig(fdt)
    if fdt.kind in "SU":
        # Numba's CharSeq(n) (bytes) and UnicodeCharSeq(n) (str) field types
        return "%s(%d)" % ("CharSeq" if fdt.kind == "S" else "UnicodeCharSeq", fdt.itemsize // (4 if fdt.kind == "U" else 1))
    return fdt.name


def record_array_of_records(a):
    """An array argument whose dtype is a record dtype: its Numba type, pygo's signature
    spelling, its records as tuples of field values (data, in C order, for people), and its
    bytes in NumPy's layout (hex, C order), from which the Go harness builds a kernels.Records."""
    import numpy as np
    import numba
    typ, _ = array_sig(a)
    # Numba types a record array whose data NumPy left unaligned for its fields as
    # "unaligned array(...)"; pygo's accessors read any alignment, so the type is the array's.
    typ = typ.replace("unaligned array(", "array(", 1)
    axes = [":"] * a.ndim
    if axes:
        axes[-1] = "::1"
    c = np.zeros(a.shape, a.dtype)  # C order, padding bytes zero (NumPy leaves them undefined)
    c[...] = a
    return {"type": typ, "sig": "%s[%s]" % (record_sig(a.dtype), ", ".join(axes)),
            "shape": list(a.shape), "itemsize": a.dtype.itemsize,
            "data": [canon(x) for x in np.ravel(c)], "bytes": c.tobytes().hex()}


def canon(v):
    """Canonical repr text of a result, whatever NumPy's scalar reprs do."""
    import numpy as np
    if v is None:
        return "None"
    if isinstance(v, (np.datetime64, np.timedelta64)):
        # datetime64[D](18262), timedelta64[h](NaT): Numba's type, then the count of units
        # (tested before int: np.timedelta64 is an np.integer).
        import numba
        return "%s(%s)" % (numba.typeof(v), "NaT" if np.isnat(v) else v.astype(np.int64))
    if is_enum_member(v):
        # <Color.red: 1>, its repr (an alias's value gives the member it stands for); tested
        # before int, as an IntEnum member is one.
        return "<%s.%s: %s>" % (type(v).__name__, v.name, canon(v.value))
    if isinstance(v, (bool, np.bool_)):
        return "True" if v else "False"
    if isinstance(v, (int, np.integer)):
        return repr(int(v))
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    if isinstance(v, (complex, np.complexfloating)):
        return repr(complex(v))
    if is_namedtuple(v):
        # Point(x=1.0, y=2.0), as its repr (and Numba's print) spells it.
        return "%s(%s)" % (type(v).__name__, ", ".join("%s=%s" % (f, canon(x)) for f, x in zip(v._fields, v)))
    if isinstance(v, tuple):
        items = [canon(x) for x in v]
        if len(items) == 1:
            return "(" + items[0] + ",)"
        return "(" + ", ".join(items) + ")"
    if isinstance(v, str):
        return repr(v)
    if isinstance(v, list) or type(v).__name__ == "List" and type(v).__module__.startswith("numba.typed"):
        return "[" + ", ".join(canon(x) for x in v) + "]"  # a list or a numba.typed.List
    if isinstance(v, dict) or type(v).__name__ == "Dict" and type(v).__module__.startswith("numba.typed"):
        # a dict or a numba.typed.Dict (what a compiled function returns): insertion order
        return "{" + ", ".join(canon(k) + ": " + canon(x) for k, x in v.items()) + "}"
    if isinstance(v, (set, frozenset)):
        # The items' reprs sorted as strings (golden/harness_test.go's setRepr does the same):
        # Numba returns a new CPython set, or the caller's own set object for a set argument,
        # whose orders differ; cases check the order through list(s), for loops and print.
        return "{" + ", ".join(sorted(canon(x) for x in v)) + "}" if v else "set()"
    if type(v).__name__ == "_Generator" or type(v).__name__ == "generator":
        # a generator a compiled function returned (a *kernels.Iter in Go): its items, taken
        # now (golden/harness_test.go's iterRepr does the same)
        return "iterator([" + ", ".join(canon(x) for x in v) + "])"
    if isinstance(v, np.void) and v.dtype.names is not None:
        # A record (structured scalar): its field values as a tuple, the form NumPy prints it in.
        return canon(tuple(v[name] for name in v.dtype.names))
    if isinstance(v, np.ndarray) and v.dtype.names is not None:
        # A record array: the record dtype as Numba names it (its fields, offsets, itemsize and
        # alignment), then its records as tuples.
        import numba
        shape = canon(tuple(int(n) for n in v.shape))
        items = ", ".join(canon(x) for x in np.ravel(v, order="C"))
        return "array(%s, %s, [%s])" % (numba.typeof(v).dtype, shape, items)
    if isinstance(v, np.ndarray):
        shape = canon(tuple(int(n) for n in v.shape))
        items = ", ".join(canon(x) for x in np.ravel(v, order="C"))
        return "array(%s, %s, [%s])" % (v.dtype, shape, items)
    return repr(v)


def numba_signature(py_func, sig):
    """The argument types Numba compiles for a `# sig:` directive's "(T1, T2, ...)".

    The directive lists the types of the arguments a call passes, as pygo's -sig
    does; Numba's signature has one type per parameter, types.Omitted(default)
    for a parameter the call leaves out, and one tuple for *args.
    """
    import inspect
    from numba.core import sigutils, types
    args, _ = sigutils.normalize_signature(sig)
    params = inspect.signature(py_func).parameters.values()
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    has_varargs = any(p.kind == p.VAR_POSITIONAL for p in params)
    n = len(positional)
    if len(args) > n and not has_varargs:
        return args  # Numba reports the mismatch
    out = list(args[:n])
    for p in positional[len(out):]:
        if p.default is p.empty:
            return args  # Numba reports the mismatch
        out.append(types.Omitted(p.default))
    if has_varargs:
        out.append(types.Tuple(tuple(args[n:])))
    return tuple(out)


def call(fn, args, kwargs):
    """Calls fn(*args, **kwargs).

    Numba 0.56's dispatcher caches the type of an omitted argument by the Python
    type of its default, so an eager entry (compilation disabled) can fail to
    match a call that leaves out arguments after another entry's call did.  Such
    a call is retried when one of fn's signatures is exactly the call's: with
    compilation allowed, the dispatcher finds that signature and compiles
    nothing.
    """
    try:
        return fn(*args, **kwargs)
    except TypeError as e:
        from numba import typeof
        from numba.core.registry import CPUDispatcher
        if (not isinstance(fn, CPUDispatcher) or fn._can_compile
                or "No matching definition" not in str(e)):
            raise
        _, argtypes = fn._compiler.fold_argument_types(
            tuple(typeof(a) for a in args), {k: typeof(v) for k, v in kwargs.items()})
        if tuple(argtypes) not in fn.overloads:
            raise
        fn._can_compile = True
        try:
            return fn(*args, **kwargs)
        finally:
            fn._can_compile = False


def package_files(case_dir):
    """The modules of a package case's pkg/ directory, as pygo's golden runner lists them:
    relative paths in sorted order, skipping directories whose names start with . or _."""
    root = os.path.join(case_dir, "pkg")
    files = []
    for d, dirs, names in os.walk(root):
        dirs[:] = [x for x in dirs if not x.startswith((".", "_"))]
        for n in names:
            if n.endswith(".py"):
                files.append(os.path.relpath(os.path.join(d, n), case_dir))
    return sorted(files)


def case_entry(case_dir):
    """The file holding a case's directives and, for a package case (a Python package in
    CASE_DIR/pkg/ instead of in.py), the dotted name of that entry module (the first module
    with # call: or # error: lines) and the sources of all its modules.  Returns (path,
    module or None, [source, ...]), or None when the directory is no case."""
    single = os.path.join(case_dir, "in.py")
    if os.path.isfile(single):
        return single, None, [open(single, encoding="utf-8").read()]
    if not os.path.isdir(os.path.join(case_dir, "pkg")):
        return None
    srcs, entry = [], None
    for rel in package_files(case_dir):
        text = open(os.path.join(case_dir, rel), encoding="utf-8").read()
        srcs.append(text)
        if entry is None and ("# call:" in text or "# error:" in text):
            mod = rel[:-3].replace(os.sep, ".")
            if mod.endswith(".__init__"):
                mod = mod[:-len(".__init__")]
            entry = (os.path.join(case_dir, rel), mod)
    if entry is None:
        return None
    return entry[0], entry[1], srcs


def run_case(case_dir):
    import ctypes
    import importlib
    import importlib.util

    path, package_entry, all_srcs = case_entry(case_dir)
    src = open(path, encoding="utf-8").read()
    calls, sigs, _errors, oracle = parse_directives(src)
    cpython = oracle is not None and oracle.split()[0] == "cpython"
    tolerance = tolerance_class(all_srcs)

    libc = ctypes.CDLL(None)

    def flush():
        sys.stdout.flush()
        libc.fflush(None)

    # Route fd 1 to a temp file for the whole run; results go to the saved fd.
    flush()
    saved = os.dup(1)
    cap = tempfile.TemporaryFile()
    os.dup2(cap.fileno(), 1)

    def take():
        flush()
        return os.fstat(cap.fileno()).st_size

    out_lines = []
    failure = None
    try:
        import numba
        from numba.core.errors import NumbaError
        from numba.core.registry import CPUDispatcher

        if numba.config.ENABLE_CUDASIM:
            # Numba 0.56's simulator lacks the warp intrinsics: cudasim_warp adds them.
            sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
            import cudasim_warp
            cudasim_warp.install()

        install_cuda_ufuncs_on_cpu(numba)

        if package_entry is None:
            name = "pygo_golden_" + os.path.basename(os.path.normpath(case_dir))
            spec = importlib.util.spec_from_file_location(name, path)
            mod = importlib.util.module_from_spec(spec)
            sys.modules[name] = mod
            spec.loader.exec_module(mod)
            modules = [mod]
        else:
            # A package imports the way Python imports it: pkg is importable from the case
            # directory, and the entry module's imports load its siblings.
            # pkg/ is on the path too, as a script's directory is, for `import m` and
            # `from m import f` of a sibling.
            pkg_dir = os.path.join(os.path.abspath(case_dir), "pkg")
            sys.path[:0] = [os.path.abspath(case_dir), pkg_dir]
            name = package_entry
            mod = importlib.import_module(name)
            modules = [m for k, m in sorted(sys.modules.items())
                       if m is not None and os.path.abspath(getattr(m, "__file__", None) or "/")
                       .startswith(pkg_dir + os.sep)]
        if numba.config.ENABLE_CUDASIM:
            # The simulator's cmath is CPython's: cudasim_cmath gives the kernels Numba's,
            # which the GPU runs.
            import cudasim_cmath
            for m in modules:
                cudasim_cmath.install(m)
        module_names = set(m.__name__ for m in modules)
        jitted = {}  # one dispatcher per plain function, whichever module names it
        # Functions that an @overload (numba.extending) implements stay plain: compiled code
        # calls them through the overload.
        from numba.core.typing import templates as numba_templates
        overloaded = set(id(v) for v, _ in numba_templates.builtin_registry.globals)

        def jit_plain(v):
            if id(v) not in jitted:
                jitted[id(v)] = (v, numba.njit(v))
            return jitted[id(v)][1]

        for other in modules:
            if other is mod or cpython:
                continue
            for k, v in list(vars(other).items()):
                if (callable(v) and type(v).__name__ == "function"
                        and getattr(v, "__module__", None) in module_names
                        and id(v) not in overloaded):
                    setattr(other, k, jit_plain(v))

        sigmap = {}
        for s in sigs:
            fname, _, rest = s.partition("(")
            inner = rest.strip()
            if not inner.endswith(")"):
                raise ValueError("bad sig directive: %r" % s)
            inner = inner[:-1].strip()
            if inner and not inner.endswith(","):
                inner += ","  # "(int64)" must be a 1-tuple of types
            sigmap.setdefault(fname.strip(), []).append("(" + inner + ")")

        eager = []
        for k, v in list(vars(mod).items()):
            if cpython:
                if isinstance(v, CPUDispatcher):
                    setattr(mod, k, v.py_func)
                continue
            is_plain = (callable(v) and type(v).__name__ == "function"
                        and getattr(v, "__module__", None) in module_names
                        and id(v) not in overloaded)
            if k in sigmap:
                if isinstance(v, CPUDispatcher):
                    v = v.py_func
                disp = numba.njit(v)
                setattr(mod, k, disp)
                eager.append((disp, sigmap[k]))
            elif is_plain:
                setattr(mod, k, jit_plain(v))
        if os.environ.get("PYGO_ORACLE_JIT_CACHE") == "1":
            # A BLAS case runs again under another OPENBLAS_CORETYPE (see --blas-coretype):
            # both runs keep their machine code in the case's NUMBA_CACHE_DIR, and the second
            # loads what the first compiled.  OpenBLAS is called through pointers read when
            # the code runs, never compiled in, so the second run computes with its own
            # core type's kernels.
            for m in modules:
                for v in list(vars(m).values()):
                    if isinstance(v, CPUDispatcher) and v._cache.__class__.__name__ == "NullCache":
                        v.enable_caching()
        # Compile `# sig:` entries only once every global is bound, as
        # njit([sig]) would: compile, then allow no other specialisation.
        for disp, fsigs in eager:
            for sig in fsigs:
                disp.compile(numba_signature(disp.py_func, sig))
            disp.disable_compile()

        pos = take()
        for text in calls:
            fname, args, kwargs = parse_call(text, vars(mod))
            fn = mod
            if isinstance(fname, tuple):
                fn = getattr(mod, fname[0])[fname[1]]
            else:
                for part in fname.split("."):
                    fn = getattr(fn, part)
            flush()
            rec = {"call": text}
            if tolerance:
                rec["tolerance"] = tolerance
            import numpy as np
            allargs = list(args) + list(kwargs.values())
            arrays = [a for x in allargs for a in arrays_in(x)]
            if arrays:
                rec["arrays"] = [record_array(a) for a in arrays]
                if tolerance == "blas" and any(getattr(a, "dtype", None) in (np.float32, np.complex64) for a in arrays):
                    rec["tolerance"] = "blas32"
            # Arrays, lists and sets may be changed by the call: they are recorded after it.
            mutable = [a for a in allargs if isinstance(a, (np.ndarray, list, set)) or is_typed_list(a)]
            try:
                r = call(fn, args, kwargs)
                rec["result"] = canon(r)
            except NumbaError as e:
                failure = "%s: numba cannot compile: %s: %s" % (text, type(e).__name__, e)
                break
            except Exception as e:  # noqa: BLE001 - recorded as the result
                rec["error"] = type(e).__name__
                rec["message"] = str(e)
            if mutable:
                rec["after"] = [canon(plain_array(a)) for a in mutable]
            end = take()
            data = b""
            while len(data) < end - pos:
                chunk = os.pread(cap.fileno(), end - pos - len(data), pos + len(data))
                if not chunk:
                    break
                data += chunk
            pos = end
            rec["stdout"] = data.decode("utf-8", "replace")
            out_lines.append(json.dumps(rec, sort_keys=True, ensure_ascii=False))
    except Exception as e:  # noqa: BLE001
        import traceback
        failure = "%s: %s\n%s" % (type(e).__name__, e, traceback.format_exc())
    finally:
        flush()
        os.dup2(saved, 1)
        os.close(saved)

    if failure is not None:
        sys.stderr.write(failure + "\n")
        sys.exit(2)
    sys.stdout.write("".join(line + "\n" for line in out_lines))
    sys.stdout.flush()


def install_cuda_ufuncs_on_cpu(numba):
    """Makes @vectorize and @guvectorize with target='cuda' build CPU ufuncs.

    Numba 0.56 cannot build a CUDA ufunc without a GPU, not even under its CUDA simulator
    (AttributeError: 'FakeOverload' object has no attribute 'signature'; for a gufunc,
    'numba.cuda' has no attribute 'is_cuda_array').  A CUDA ufunc
    computes every element independently with the element function compiled from the same
    Python, so the CPU ufunc of the same signatures gives its results (up to the last bits of
    the CUDA math library's functions, which no golden case depends on): that is what pygo's
    CPU side, which runs without a GPU, is compared with.
    """
    def on_cpu(orig):
        def decorator(*args, **kwargs):
            if kwargs.get("target") == "cuda":
                kwargs["target"] = "cpu"
            return orig(*args, **kwargs)
        return decorator

    numba.vectorize = on_cpu(numba.vectorize)
    numba.guvectorize = on_cpu(numba.guvectorize)


# ---------------------------------------------------------------------------
# Parent

def uses_cuda(src):
    """Whether a case defines CUDA kernels (they run under Numba's CUDA simulator)."""
    return re.search(r"@(numba\.)?cuda\.jit", src) is not None


def case_env(case_dir, cache_root, quick=False, coretype=None):
    """The environment a case runs in: a fixed hash seed, a private Numba cache, in a
    quick run (see QUICK) LLVM's optimisation level 0, and OpenBLAS's core type when one
    is given (see --blas-coretype)."""
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env["NUMBA_CACHE_DIR"] = os.path.join(cache_root, os.path.basename(os.path.normpath(case_dir)))
    env.pop("NUMBA_DISABLE_JIT", None)
    if quick:
        env["NUMBA_OPT"] = "0"
    if coretype:
        env["OPENBLAS_CORETYPE"] = coretype
    return env


def compute_fresh(case_dir, cache_root, timeout=None, quick=False, coretype=None, jit_cache=False):
    """Runs one case in a fresh interpreter."""
    env = case_env(case_dir, cache_root, quick, coretype)
    if jit_cache:
        env["PYGO_ORACLE_JIT_CACHE"] = "1"
    if runs_cudasim(case_dir):
        # @cuda.jit kernels run under Numba's CUDA simulator: no GPU is needed, and the
        # kernels see NumPy arrays, as pygo's CPU twin runs them.
        env["NUMBA_ENABLE_CUDASIM"] = "1"
    try:
        p = subprocess.run([PYTHON, os.path.abspath(__file__), "--run-case", case_dir],
                           env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timed out after %s s" % timeout
    if p.returncode != 0:
        return None, "%s(exit status %d)" % (p.stderr.decode("utf-8", "replace"), p.returncode)
    return p.stdout.decode("utf-8"), None


# ---------------------------------------------------------------------------
# Case server
#
# Starting an interpreter and importing Numba costs about half a second per case, and Numba
# compiles the implementations behind NumPy functions, typed lists and dicts, strings and
# so on once per process, the first time a case needs them.  A server process pays both once
# for many cases: it imports Numba and NumPy, then runs one case after another in itself.
# Each case gets a module, dispatchers and stdout of its own; its modules leave sys.modules
# and its directories leave sys.path after it.  What cases share is what Numba caches per
# process (compiled library implementations), its random state (cases seed it when they
# use it) and the allocator, whose placement of arrays moves the last bits of a fastmath
# reduction (those cases are compared under the tolerance rule).
# Every setting Numba reads at import or Python reads at start (PYTHONHASHSEED) is the same
# for every case the server runs: CUDA cases, which need the simulator (NUMBA_ENABLE_CUDASIM,
# read at Numba's import), run in servers of their own.  Cases with eager signatures run in a
# fresh interpreter instead (runs_fresh), and so does a case that kills the server (Numba 0.56
# crashes on a few inputs).  A server is
# replaced after RECYCLE cases, which bounds the memory compiled code takes (about 7 MB a case).

RECYCLE = 400

# QUICK: --check runs every case that compiles nothing with fastmath at LLVM's optimisation
# level 0 (NUMBA_OPT=0), which takes a quarter less of the check's time: without fastmath's
# flags LLVM may not change what a float operation computes, so the level changes how fast
# Numba's code runs, not its results.  A result that differs from the committed one is derived
# again at Numba's own level in a fresh interpreter, which decides (a difference is printed);
# fastmath cases, whose reductions LLVM reassociates only when it optimises, run at Numba's
# level from the start.  NUMBA_OPT set in the environment turns QUICK off.


def serve():
    """The server's loop: one JSON request per line on stdin, one reply per line."""
    proto = os.fdopen(os.dup(1), "w", encoding="utf-8")
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)  # nothing the server does may write into the protocol
    import numba  # noqa: F401 - imported once, for every case
    import numpy  # noqa: F401
    quiet_compiler_events()
    for line in sys.stdin:
        req = json.loads(line)
        with tempfile.TemporaryFile() as out_f, tempfile.TemporaryFile() as err_f:
            code = run_in_server(req, out_f, err_f)
            replies = []
            for f in (out_f, err_f):
                f.seek(0)
                replies.append(f.read().decode("utf-8", "replace"))
        proto.write(json.dumps({"code": code, "out": replies[0], "err": replies[1]}) + "\n")
        proto.flush()
    return 0


def quiet_compiler_events():
    """Numba 0.56 pretty-prints a function's compiler flags before each of its ~40 compiler
    passes, for an event that only a registered listener would read (none is): about 8% of
    the oracle's time.  The event then carries an empty text; what Numba compiles is the same."""
    import numba.core.compiler_machinery as machinery
    machinery.pformat = lambda _values: ""


def run_in_server(req, out_f, err_f):
    """Runs one case in the server process, its stdout and stderr routed to out_f and err_f;
    returns its exit code.  The case's modules and sys.path entries are removed after it."""
    import traceback
    import numba.core.config

    sys.stdout.flush()
    sys.stderr.flush()
    saved_fds = os.dup(1), os.dup(2)
    saved_path = list(sys.path)
    saved_modules = set(sys.modules)
    case_dir = os.path.abspath(req["case"])
    code = 1
    try:
        os.dup2(out_f.fileno(), 1)
        os.dup2(err_f.fileno(), 2)
        os.environ["NUMBA_CACHE_DIR"] = req["cache"]
        numba.core.config.CACHE_DIR = req["cache"]
        os.environ["PYGO_ORACLE_JIT_CACHE"] = "1" if req.get("jit_cache") else "0"
        try:
            run_case(req["case"])
            code = 0
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 1
        except BaseException:  # noqa: BLE001 - reported as the case's failure
            traceback.print_exc()
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os.dup2(saved_fds[0], 1)
        os.dup2(saved_fds[1], 2)
        for fd in saved_fds:
            os.close(fd)
        sys.path[:] = saved_path
        for name in set(sys.modules) - saved_modules:
            m = sys.modules.get(name)
            # A module of the case, or a package whose path lies in it (a namespace package
            # such as pkg/ without __init__.py has no __file__, only __path__).
            places = [getattr(m, "__file__", None) or "/"] + list(getattr(m, "__path__", None) or [])
            if name.startswith("pygo_golden_") or any(
                    os.path.abspath(p).startswith(case_dir + os.sep) for p in places):
                del sys.modules[name]
    return code


class Server:
    """A case server run as a child process, for one worker thread at a time.  It is started
    on first use, and again after RECYCLE cases, a crash or a timeout."""

    def __init__(self, cache_root, timeout=None, cudasim=False, quick=False, coretype=None):
        self.cache_root, self.timeout, self.cudasim, self.quick = cache_root, timeout, cudasim, quick
        self.coretype = coretype
        self.p, self.served = None, 0

    def start(self):
        env = case_env("server", self.cache_root, self.quick, self.coretype)
        if self.cudasim:
            env["NUMBA_ENABLE_CUDASIM"] = "1"
        self.p = subprocess.Popen([PYTHON, os.path.abspath(__file__), "--serve"], env=env,
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  encoding="utf-8")
        self.served = 0

    def run(self, case_dir, jit_cache=False):
        if self.p is None or self.served >= RECYCLE:
            self.close()
            self.start()
        self.served += 1
        cache = case_env(case_dir, self.cache_root)["NUMBA_CACHE_DIR"]
        req = {"case": case_dir, "cache": cache, "jit_cache": jit_cache}
        self.p.stdin.write(json.dumps(req) + "\n")
        self.p.stdin.flush()
        ready, _, _ = select.select([self.p.stdout], [], [], self.timeout)
        if not ready:
            self.kill()
            return None, "timed out after %s s" % self.timeout
        line = self.p.stdout.readline()
        if not line:
            # The case killed the server: Numba 0.56 crashes on a few inputs in a process
            # that has compiled other cases, never in a fresh interpreter.
            self.kill()
            return compute_fresh(case_dir, self.cache_root, self.timeout, self.quick,
                                 self.coretype, jit_cache)
        reply = json.loads(line)
        if reply["code"] != 0:
            return None, reply["err"]
        return reply["out"], None

    def kill(self):
        if self.p is not None:
            self.p.kill()
            self.p.wait()
            self.p = None

    def close(self):
        if self.p is not None:
            self.p.stdin.close()
            self.p.wait()
            self.p = None


def runs_fresh(case_dir):
    """Whether a case runs in a fresh interpreter rather than in a case server: cases with
    `# sig:` lines, whose eager signatures make Numba types (Omitted defaults, *args tuples)
    that Numba interns for the whole process: after sig_omitted_defaults, sig_varargs's
    dispatcher no longer finds the signature it compiled."""
    entry = case_entry(case_dir)
    if entry is None:
        return False
    _calls, sigs, _errors, _oracle = parse_directives(open(entry[0], encoding="utf-8").read())
    return bool(sigs)


def runs_cudasim(case_dir):
    """Whether a case runs under Numba's CUDA simulator (it defines @cuda.jit kernels)."""
    entry = case_entry(case_dir)
    return entry is not None and any(uses_cuda(src) for src in entry[2])


def compute_all(tasks, cache_root, seconds, workers=2, timeout=None, quick=frozenset(),
                jit_cache=frozenset()):
    """Runs every task, a (case, OpenBLAS core type or None) pair, `workers` at a time, in
    case servers (CUDA cases in servers under the simulator, each started on first use) or
    fresh (runs_fresh), the cases in `quick` at LLVM's optimisation level 0 (see QUICK), the
    cases in `jit_cache` with Numba's on-disk cache (see --blas-coretype), and records each
    task's wall time in seconds[task_name(task)]."""
    pools = {}
    started = []

    def pool_for(key):
        if key not in pools:
            pool = queue.Queue()
            for _ in range(workers):
                srv = Server(cache_root, timeout, *key)
                started.append(srv)
                pool.put(srv)
            pools[key] = pool
        return pools[key]

    for d, coretype in tasks:  # made here: the worker threads only read pools
        pool_for((runs_cudasim(d), d in quick, coretype))

    def one(task):
        d, coretype = task
        start = time.monotonic()
        try:
            if runs_fresh(d):
                return compute_fresh(d, cache_root, timeout, d in quick, coretype, d in jit_cache)
            pool = pools[(runs_cudasim(d), d in quick, coretype)]
            srv = pool.get()
            try:
                return srv.run(d, d in jit_cache)
            finally:
                pool.put(srv)
        finally:
            seconds[task_name(task)] = time.monotonic() - start

    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as ex:
            return list(ex.map(one, tasks))
    finally:
        for srv in started:
            srv.close()


def host_blas_core():
    """The name of the kernels OpenBLAS picks on this machine (openblas_get_corename), or
    None where it cannot be asked.  OpenBLAS 0.3.21 does not know every CPU model it runs
    on and then falls back to Prescott, its plain SSE3 kernels (seen here on an AVX-512 Xeon,
    model 207): a second check under OPENBLAS_CORETYPE=Prescott would check nothing new."""
    import ctypes
    env = os.environ.pop("OPENBLAS_CORETYPE", None)
    try:
        lib = ctypes.CDLL("libopenblas.so.0")
        lib.openblas_get_corename.restype = ctypes.c_char_p
        return lib.openblas_get_corename().decode("ascii", "replace")
    except (OSError, AttributeError):
        return None
    finally:
        if env is not None:
            os.environ["OPENBLAS_CORETYPE"] = env


def task_name(task, full=False):
    """A task's name in reports: the case's directory (its name alone unless full), and the
    core type it ran under."""
    d, coretype = task
    name = d if full else os.path.basename(os.path.normpath(d))
    return name if coretype is None else "%s (OPENBLAS_CORETYPE=%s)" % (name, coretype)


def report_times(seconds, times_file, slowest=8):
    """Prints the cases' summed wall time, the CPU time of the interpreters that ran them, and
    the slowest few to stderr (where CI time goes), and writes every case's time, slowest
    first, to times_file when one is given."""
    ranked = sorted(seconds.items(), key=lambda kv: (-kv[1], kv[0]))
    total = sum(seconds.values())
    use = resource.getrusage(resource.RUSAGE_CHILDREN)
    sys.stderr.write("oracle: %d cases, %.0f s of case time, %.0f s of CPU; slowest:\n"
                     % (len(ranked), total, use.ru_utime + use.ru_stime))
    for name, t in ranked[:slowest]:
        sys.stderr.write("  %6.1f s  %s\n" % (t, name))
    if times_file:
        with open(times_file, "w", encoding="utf-8") as f:
            for name, t in ranked:
                f.write("%.2f\t%s\n" % (t, name))


def main(argv):
    if len(argv) >= 2 and argv[0] == "--run-case":
        run_case(argv[1])
        return 0
    if argv == ["--serve"]:
        return serve()
    check = blas_only = False
    timeout = times_file = coretype = None
    dirs = []
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--check":
            check = True
        elif a == "--blas-only":
            blas_only = True
        elif a == "--times" and args:
            times_file = args.pop(0)
        elif a == "--blas-coretype" and args:
            coretype = args.pop(0)
        elif a == "--timeout" and args and args[0].replace(".", "", 1).isdigit():
            timeout = float(args.pop(0))
        elif a.startswith("-"):
            sys.stderr.write("usage: oracle.py [--check [--blas-coretype NAME]] [--blas-only] [--timeout SECONDS]"
                             " [--times FILE] [CASE_DIR ...]\n")
            return 2
        else:
            dirs.append(a)
    if coretype is not None and not check:
        sys.stderr.write("oracle.py: --blas-coretype checks; it writes nothing (use it with --check)\n")
        return 2
    if coretype == "other":
        first = os.environ.get("OPENBLAS_CORETYPE") or host_blas_core()
        coretype = "Haswell" if (first or "prescott").lower() == "prescott" else "Prescott"
        sys.stderr.write("oracle: OpenBLAS runs %s kernels here; the BLAS-dependent cases run "
                         "again under OPENBLAS_CORETYPE=%s\n" % (first or "unknown", coretype))
    if not dirs:
        dirs = sorted(os.path.join(TESTDATA, d) for d in os.listdir(TESTDATA)
                      if case_entry(os.path.join(TESTDATA, d)) is not None)
    cases, blas, tolerant, quick, parallel = [], set(), set(), set(), set()
    for d in dirs:
        entry = case_entry(d)
        if entry is None:
            sys.stderr.write("%s: no in.py, and no pkg/ module with # call: lines\n" % d)
            return 2
        path, _pkg, all_srcs = entry
        src = open(path, encoding="utf-8").read()
        _c, _s, errors, _o = parse_directives(src)
        if errors:
            continue
        tol = tolerance_class(all_srcs)
        if tol:
            tolerant.add(d)
        if tol == "blas":
            blas.add(d)
        elif blas_only:
            continue
        if check and "NUMBA_OPT" not in os.environ and not any(fastmath_dependent(s) for s in all_srcs):
            quick.add(d)
        if any(re.search(r"parallel\s*=\s*True", s) for s in all_srcs):
            parallel.add(d)
        cases.append(d)

    # Under --blas-coretype each BLAS-dependent case runs twice: first under this machine's
    # OpenBLAS kernels, among the first tasks, then under the named core type, among the last;
    # the second run loads the machine code the first compiled (PYGO_ORACLE_JIT_CACHE).
    tasks = [(d, None) for d in cases]
    jit_cache = frozenset()
    if coretype is not None:
        tasks = ([(d, None) for d in cases if d in blas] + [(d, None) for d in cases if d not in blas] +
                 [(d, coretype) for d in cases if d in blas])
        # Numba 0.56 crashes loading the cached code of some parallel=True functions
        # (real5_stumpy_style): those cases compile twice.
        jit_cache = frozenset(blas - parallel)
    failed, stale = [], []
    with tempfile.TemporaryDirectory(prefix="pygo-oracle-") as cache_root:
        # A fresh interpreter that decides a difference compiles at Numba's own level: it
        # must not load what the quick check compiled, so it has a cache of its own.
        fresh_root = os.path.join(cache_root, "fresh")
        seconds = {}
        results = compute_all(tasks, cache_root, seconds, timeout=timeout, quick=quick,
                              jit_cache=jit_cache)
        report_times(seconds, times_file)
        for (d, ct), (out, err) in zip(tasks, results):
            name = task_name((d, ct), full=True)
            if out is None and d in jit_cache:
                # Loading cached machine code is the one thing the cached runs add: a case
                # that fails with it runs again without, which decides.
                out, err2 = compute_fresh(d, fresh_root, timeout, d in quick, ct)
                if out is not None:
                    sys.stderr.write("note: %s fails with Numba's on-disk cache, not without:\n%s\n"
                                     % (name, err.rstrip()))
                err = err2 if out is None else err
            if out is None and d in quick:
                # Numba 0.56 crashes at optimisation level 0 on a few cases that it compiles
                # at its own level (str_helpers): the quick check says so and uses the latter.
                out, err2 = compute_fresh(d, fresh_root, timeout, coretype=ct)
                if out is not None:
                    sys.stderr.write("note: %s fails in the quick check, not at Numba's own "
                                     "optimisation level:\n%s\n" % (name, err.rstrip()))
                err = err2 if out is None else err
            if out is None:
                failed.append(name)
                sys.stderr.write("FAIL %s\n%s\n" % (name, err.rstrip()))
                continue
            want = os.path.join(d, "want.jsonl")
            old = None
            if os.path.isfile(want):
                with open(want, encoding="utf-8") as f:
                    old = f.read()
            if agrees(old, out, d in tolerant):
                continue
            if old is not None and (d in quick or not runs_fresh(d)):
                # What a case server computed depends on nothing the earlier cases of its
                # process did, and what Numba computes on nothing LLVM's optimisation level
                # changes (see QUICK), as far as anyone has seen; where the result differs from
                # the committed one, a fresh interpreter at Numba's own optimisation level (the
                # case as a program of its own, as a user runs it) decides, and the difference
                # is reported.
                fresh, err = compute_fresh(d, fresh_root, timeout, coretype=ct)
                if fresh is not None and fresh != out:
                    sys.stderr.write("note: %s: the %s result differs from a fresh "
                                     "interpreter's, which is used:\n%s"
                                     % (name, "quick check's" if d in quick else "case server's",
                                        first_difference(fresh, out)))
                    out = fresh
                if agrees(old, out, d in tolerant):
                    continue
            if check:
                stale.append(name)
                sys.stderr.write("stale %s\n%s" % (name, first_difference(old, out)))
            else:
                with open(want, "w", encoding="utf-8") as f:
                    f.write(out)
    if stale:
        sys.stderr.write("stale golden files (run make oracle):\n")
        for d in stale:
            sys.stderr.write("  %s\n" % d)
    if failed or stale:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

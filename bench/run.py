#!/usr/bin/python3
"""pygo against Numba, side by side: the benchmark suite behind `make bench`.

Usage:
    /usr/bin/python3 bench/run.py [--quick] [KERNEL ...]

Every bench/kernels/*.py is one Numba kernel: a lazily @njit-ed function named by ENTRY
and inputs(size) building its arguments deterministically for size "small" (checking) and
"large" (timing).  For each kernel the suite

  1. builds the inputs and writes them for the Go side (bench/_work/inputs);
  2. translates the file with pygo, the entry typed from the inputs as Numba's lazy
     dispatcher types it, and builds one Go program for all kernels (bench/cmd/benchgen);
  3. checks that pygo, Numba and plain CPython/NumPy (NUMBA_DISABLE_JIT=1) return the same
     result on the small inputs (relative tolerance 1e-9 for floats, exact otherwise);
  4. times the large inputs, interleaving pygo and Numba rounds (pygo, Numba, pygo, Numba,
     ...) so that drift affects both alike: each round is the median of repeated calls after a
     warm-up call; the table shows the median of the rounds.  CPython/NumPy is timed once in
     a subprocess with a time limit; a kernel that exceeds it shows "-".

It also records each side's first-call latency: Numba's includes its JIT compilation,
pygo's is a plain call of compiled code.  Results go to bench/results/ (or
bench/results/quick/ with --quick, bench/results/partial/ when kernels are named; only a
whole run updates the committed table and README's figure): bench.md, bench.csv and
ratios.svg, a bar chart of pygo/Numba drawn by bench/cmd/benchplot with gonum/plot.

A kernel's ENTRY may also be a @vectorize or @guvectorize function with eager signatures: it
is called as a ufunc on the inputs, from Python and through its Go array form.

--quick runs the small inputs only, one round, for use during development.
"""

import csv
import importlib.util
import json
import math
import os
import re
import statistics
import struct
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KERNELS = os.path.join(ROOT, "bench", "kernels")
WORK = os.path.join("bench", "_work")
PYTHON = "/usr/bin/python3"
CPYTHON_LIMIT = 20.0  # seconds for one CPython/NumPy call on the timing inputs


def load(path, name):
    spec = importlib.util.spec_from_file_location("pygo_bench_" + name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


# ---------------------------------------------------------------------------
# Inputs and results

def numba_sig_type(v):
    import numba
    import numpy as np
    if isinstance(v, str):
        return "unicode_type"
    if isinstance(v, (bool, np.bool_)):
        return "boolean"
    if isinstance(v, (int, np.integer)):
        return "int64" if isinstance(v, int) else str(np.asarray(v).dtype)
    if isinstance(v, (float, np.floating)):
        return "float64" if isinstance(v, float) else str(np.asarray(v).dtype)
    if isinstance(v, np.ndarray):
        t = numba.typeof(v)
        axes = [":"] * t.ndim
        if t.layout == "C":
            axes[-1] = "::1"
        elif t.layout == "F":
            axes[0] = "::1"
        return "%s[%s]" % (t.dtype, ", ".join(axes))
    raise TypeError("benchmark arguments are numbers, strings and arrays, not %r" % type(v))


def write_inputs(path, args):
    import numpy as np
    head, blobs = [], []
    for a in args:
        if isinstance(a, np.ndarray):
            a = np.ascontiguousarray(a)
            head.append({"kind": "array", "dtype": str(a.dtype), "shape": list(a.shape)})
            blobs.append(a.astype(a.dtype.newbyteorder("<"), copy=False).tobytes())
        elif isinstance(a, str):
            head.append({"kind": "str", "str": a})
        elif isinstance(a, (bool, np.bool_)):
            head.append({"kind": "bool", "int": int(a)})
        elif isinstance(a, (int, np.integer)):
            head.append({"kind": "int", "int": int(a)})
        else:
            head.append({"kind": "float", "value": float(a)})
    with open(path, "wb") as f:
        f.write((json.dumps({"args": head}) + "\n").encode())
        for b in blobs:
            f.write(b)


# The canonical repr of results is golden/oracle.py's, shared with the Go side (benchio).
sys.path.insert(0, os.path.join(ROOT, "golden"))
from oracle import canon  # noqa: E402


NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?|inf|nan)")


def same(a, b, rtol=1e-9):
    """Compares two canonical reprs: equal text around the numbers, equal integers, floats
    within rtol (Go's math library and glibc may differ in the last bits)."""
    if a == b:
        return True
    if NUMBER.split(a) != NUMBER.split(b):
        return False
    for x, y in zip(NUMBER.findall(a), NUMBER.findall(b)):
        if x == y:
            continue
        if not any(c in x + y for c in ".eEna"):
            return False
        fx, fy = float(x), float(y)
        if math.isnan(fx) or math.isnan(fy):
            if not (math.isnan(fx) and math.isnan(fy)):
                return False
        elif abs(fx - fy) > rtol * max(abs(fx), abs(fy)) and abs(fx - fy) > 1e-300:
            return False
    return True


# ---------------------------------------------------------------------------
# Timing

def time_numba(fn, args, min_time, min_runs=5):
    fn(*args)  # warm-up (compiled already)
    runs = []
    start = time.perf_counter()
    while len(runs) < min_runs or time.perf_counter() - start < min_time:
        t0 = time.perf_counter_ns()
        fn(*args)
        runs.append(time.perf_counter_ns() - t0)
    return statistics.median(runs)


def time_go(runner, name, inp, min_time, isa=None):
    """Times the Go runner; isa="go" forces the pure-Go path (PYGO_ISA), leaving out every
    vector assembly loop."""
    env = dict(os.environ)
    if isa:
        env["PYGO_ISA"] = isa
    out = subprocess.run([runner, "-kernel", name, "-input", inp, "-mode", "time",
                          "-min", "%.3fs" % min_time], stdout=subprocess.PIPE, check=True, env=env)
    t = json.loads(out.stdout)
    return t["median_ns"], t["first_ns"]


def cpython_child(name, size):
    """Runs in a subprocess with NUMBA_DISABLE_JIT=1: times one plain Python/NumPy call."""
    mod = load(os.path.join(KERNELS, name + ".py"), name)
    args = mod.inputs(size)
    fn = getattr(mod, mod.ENTRY)
    t0 = time.perf_counter_ns()
    r = fn(*args)
    dt = time.perf_counter_ns() - t0
    print(json.dumps({"ns": dt, "result": canon(r)}))


def run_cpython(name, size, limit):
    env = dict(os.environ, NUMBA_DISABLE_JIT="1")
    try:
        p = subprocess.run([PYTHON, os.path.abspath(__file__), "--cpython-child", name, size],
                           env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=limit)
    except subprocess.TimeoutExpired:
        return None
    if p.returncode != 0:
        return None
    return json.loads(p.stdout)


# ---------------------------------------------------------------------------

def main(argv):
    if argv[:1] == ["--cpython-child"]:
        cpython_child(argv[1], argv[2])
        return 0
    quick = "--quick" in argv
    names = [a for a in argv if not a.startswith("--")]
    partial = bool(names)
    if not names:
        names = sorted(f[:-3] for f in os.listdir(KERNELS) if f.endswith(".py"))
    os.chdir(ROOT)
    os.makedirs(os.path.join(WORK, "inputs"), exist_ok=True)
    # A run of some kernels only goes to bench/results/partial (not committed), so that it never
    # replaces the whole suite's table or the README's figure.
    out_dir = os.path.join("bench", "results", "quick" if quick else "partial" if partial else "")
    os.makedirs(out_dir, exist_ok=True)
    size = "small" if quick else "large"
    rounds = 1 if quick else 3
    min_time = 0.2 if quick else 1.0

    mods, manifest = {}, []
    for name in names:
        mod = load(os.path.join(KERNELS, name + ".py"), name)
        mods[name] = mod
        sigs = set()
        for sz in ("small", "large"):
            args = mod.inputs(sz)
            write_inputs(os.path.join(WORK, "inputs", "%s.%s.bin" % (name, sz)), args)
            sigs.add("%s(%s)" % (mod.ENTRY, ", ".join(numba_sig_type(a) for a in args)))
        if len(sigs) != 1:
            raise SystemExit("%s: small and large inputs have different types: %s" % (name, sigs))
        manifest.append({"name": name, "file": os.path.join("bench", "kernels", name + ".py"),
                         "entry": mod.ENTRY, "sig": sigs.pop(), "kind": entry_kind(getattr(mod, mod.ENTRY))})
    with open(os.path.join(WORK, "kernels.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    subprocess.run(["go", "run", "./bench/cmd/benchgen", "-manifest", os.path.join(WORK, "kernels.json"),
                    "-out", WORK], check=True)
    runner = os.path.join(WORK, "runner")
    subprocess.run(["go", "build", "-o", runner, "./" + WORK + "/run"], check=True)
    with open(os.path.join(WORK, "skipped.json")) as f:
        skipped = json.load(f)

    rows = []
    for name in names:
        mod = mods[name]
        fn = getattr(mod, mod.ENTRY)
        row = {"kernel": name, "size": size, "status": "ok"}
        rows.append(row)
        if name in skipped:
            row["status"] = "pygo cannot translate it"
            print("%-22s skipped: %s" % (name, skipped[name].splitlines()[0]), flush=True)
            continue
        # 1. Check on the small inputs; the first calls measure first-call latency.
        small = mod.inputs("small")
        t0 = time.perf_counter_ns()
        want = canon(fn(*small))
        row["numba_first_ms"] = (time.perf_counter_ns() - t0) / 1e6
        inp_small = os.path.join(WORK, "inputs", name + ".small.bin")
        p = subprocess.run([runner, "-kernel", name, "-input", inp_small, "-mode", "check"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        got = p.stdout.decode().strip()
        _, first = time_go(runner, name, inp_small, 0.0)
        row["pygo_first_ms"] = first / 1e6
        cp = run_cpython(name, "small", CPYTHON_LIMIT)
        if p.returncode != 0 or not same(got, want):
            row["status"] = "pygo result differs from Numba"
            print("%-22s MISMATCH\n  pygo:  %s\n  Numba: %s\n%s" % (name, got[:300], want[:300], p.stderr.decode()[-2000:]), flush=True)
            continue
        # NumPy's float32 math is not glibc's (Numba calls expf, NumPy its own loops): a few
        # float32 ulps apart, where float64 results agree to 1e-9.
        cp_rtol = 1e-6 if "float32" in want else 1e-9
        if cp is not None and not same(cp["result"], want, cp_rtol):
            row["status"] = "CPython result differs from Numba"
        # 2. Time, interleaving pygo and Numba.
        inp = os.path.join(WORK, "inputs", "%s.%s.bin" % (name, size))
        args = mod.inputs(size)
        go_t, pure_t, nb_t = [], [], []
        for _ in range(rounds):
            go_t.append(time_go(runner, name, inp, min_time)[0])
            pure_t.append(time_go(runner, name, inp, min_time, isa="go")[0])
            nb_t.append(time_numba(fn, args, min_time))
        row["pygo_ms"] = statistics.median(go_t) / 1e6
        row["pure_go_ms"] = statistics.median(pure_t) / 1e6
        row["numba_ms"] = statistics.median(nb_t) / 1e6
        row["ratio"] = row["pygo_ms"] / row["numba_ms"]
        row["pure_ratio"] = row["pure_go_ms"] / row["numba_ms"]
        cpl = run_cpython(name, size, CPYTHON_LIMIT)
        row["cpython_ms"] = cpl["ns"] / 1e6 if cpl else None
        print("%-22s pygo %10.3f ms  Numba %10.3f ms  ratio %5.2f" % (name, row["pygo_ms"], row["numba_ms"], row["ratio"]), flush=True)
    write_results(rows, out_dir, quick or partial)
    return 0 if all(r["status"] == "ok" for r in rows) else 1


def size_is_small(rows):
    return any(r["size"] == "small" for r in rows)


def entry_kind(fn):
    """"ufunc" for a @vectorize function, "gufunc" for a @guvectorize one, "" for @njit."""
    import numpy as np
    from numba.np.ufunc.dufunc import DUFunc
    from numba.np.ufunc.gufunc import GUFunc
    if isinstance(fn, (DUFunc, np.ufunc)):
        return "ufunc"
    if isinstance(fn, GUFunc):
        return "gufunc"
    return ""


def fmt(v, spec="%.3f"):
    return "-" if v is None else spec % v


def write_results(rows, out_dir, partial):
    ratios = [r["ratio"] for r in rows if r.get("ratio")]
    gmean = math.exp(sum(math.log(x) for x in ratios) / len(ratios)) if ratios else float("nan")
    pure = [r["pure_ratio"] for r in rows if r.get("pure_ratio")]
    pure_gmean = math.exp(sum(math.log(x) for x in pure) / len(pure)) if pure else float("nan")
    cols = ["kernel", "size", "pygo_ms", "pure_go_ms", "numba_ms", "cpython_ms", "ratio", "pure_ratio",
            "pygo_first_ms", "numba_first_ms", "status"]
    with open(os.path.join(out_dir, "bench.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(cols)
        for r in rows:
            w.writerow([r.get(c) if not isinstance(r.get(c), float) else "%.6g" % r[c] for c in cols])
    import numba
    import numpy
    cpu = ""
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(l.split(":", 1)[1].strip() for l in f if l.startswith("model name"))
    except (OSError, StopIteration):
        pass
    how = "make bench"
    if size_is_small(rows):
        how = "make bench-quick"
    elif partial:
        how = "bench/run.py " + " ".join(r["kernel"] for r in rows)
    lines = [
        "# pygo vs Numba",
        "",
        "Generated by `%s` on %s (%d cores), Numba %s, NumPy %s. Times are the median of %s;"
        % (how, cpu or "this machine", os.cpu_count() or 0,
           numba.__version__, numpy.__version__, "one round" if size_is_small(rows) else "three interleaved rounds"),
        "ratio = pygo / Numba (lower is better). pygo runs its vector assembly where the CPU has it;",
        "pure Go is the same program with `PYGO_ISA=go` (no assembly), timed in the same rounds.",
        "First call: Numba's includes JIT compilation.",
        "",
        "**Geometric mean of pygo/Numba: %.2f** over %d kernels (pure Go: %.2f)." % (gmean, len(ratios), pure_gmean),
        "",
        "| kernel | size | pygo ms | pure Go ms | Numba ms | CPython/NumPy ms | pygo/Numba | pure Go/Numba | first call pygo ms | first call Numba ms | status |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for r in rows:
        lines.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            r["kernel"], r["size"], fmt(r.get("pygo_ms")), fmt(r.get("pure_go_ms")), fmt(r.get("numba_ms")),
            fmt(r.get("cpython_ms"), "%.1f"), fmt(r.get("ratio"), "%.2f"), fmt(r.get("pure_ratio"), "%.2f"),
            fmt(r.get("pygo_first_ms")), fmt(r.get("numba_first_ms"), "%.1f"), r["status"]))
    lines += ["", "![pygo/Numba per kernel](ratios.svg)", ""]
    with open(os.path.join(out_dir, "bench.md"), "w") as f:
        f.write("\n".join(lines))
    subprocess.run(["go", "run", "./bench/cmd/benchplot", "-csv", os.path.join(out_dir, "bench.csv"),
                    "-out", os.path.join(out_dir, "ratios.svg")], check=True)
    print("\ngeometric mean pygo/Numba: %.2f  (%s)" % (gmean, os.path.join(out_dir, "bench.md")))
    if not partial:
        update_readme(gmean, len(ratios))


def update_readme(gmean, n):
    """Rewrites the figure between the bench markers of README.md, so that it is never stale."""
    path = os.path.join(ROOT, "README.md")
    with open(path) as f:
        text = f.read()
    begin, end = "<!-- bench:begin -->", "<!-- bench:end -->"
    i, j = text.find(begin), text.find(end)
    if i < 0 or j < i:
        return
    line = ("Last `make bench`: pygo takes **%.2f×** Numba's time (geometric mean over %d kernels; "
            "[table](bench/results/bench.md), [chart](bench/results/ratios.svg))." % (gmean, n))
    with open(path, "w") as f:
        f.write(text[:i + len(begin)] + "\n" + line + "\n" + text[j:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

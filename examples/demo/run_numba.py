"""Runs the demo's calls under Numba, for examples/demo (make demo).

Protocol, one JSON object per line: first this script writes {"numba": version, "numpy": version,
"threads": n}, or {"error": message} and exits when Numba cannot be imported. Then, for each
request {"file": path, "given": statements, "call": expression} read from stdin, it imports the
file as a module (which compiles its eager signatures), runs given, calls once (a lazy function
compiles here), times three more calls and answers
{"result": value, "seconds": best, "compile": seconds, "error": message}. A value is
{"int": "decimal"}, {"float": "repr"}, {"array": base64 of little-endian float64} or {"other": repr}.
"""
import base64
import importlib.util
import json
import os
import sys
import time


def send(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def load(path, modules):
    """The module at path and the seconds its import took (0 when already imported)."""
    if path in modules:
        return modules[path], 0.0
    t0 = time.perf_counter()
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    modules[path] = mod
    return mod, time.perf_counter() - t0


def encode(np, v):
    if isinstance(v, (bool, np.bool_)):
        return {"other": repr(bool(v))}
    if isinstance(v, (int, np.integer)):
        return {"int": str(int(v))}
    if isinstance(v, (float, np.floating)):
        return {"float": repr(float(v))}
    if isinstance(v, np.ndarray) and v.ndim == 1 and v.dtype.kind in "fiu":
        data = np.ascontiguousarray(v, dtype="<f8").tobytes()
        return {"array": base64.b64encode(data).decode("ascii")}
    return {"other": repr(v)}


def run(np, req, modules):
    mod, compile_s = load(req["file"], modules)
    ns = dict(vars(mod))
    ns["np"] = np
    if req.get("given"):
        exec(req["given"], ns)
    code = compile(req["call"], "<call>", "eval")
    t0 = time.perf_counter()
    result = eval(code, ns)
    first = time.perf_counter() - t0
    best = first
    for _ in range(3):
        t0 = time.perf_counter()
        eval(code, ns)
        best = min(best, time.perf_counter() - t0)
    return {"result": encode(np, result), "seconds": best, "compile": compile_s + max(0.0, first - best)}


def main():
    try:
        import numba
        import numpy as np
    except ImportError as e:
        send({"error": str(e)})
        return
    send({"numba": numba.__version__, "numpy": np.__version__, "threads": numba.get_num_threads()})
    modules = {}
    for line in sys.stdin:
        try:
            send(run(np, json.loads(line), modules))
        except Exception as e:  # report it and go on with the next call
            send({"error": f"{type(e).__name__}: {e}"})


if __name__ == "__main__":
    main()

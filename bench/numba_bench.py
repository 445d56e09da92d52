"""Time the example kernels under Numba, as `go test -bench` times their Go translations.

Usage: /usr/bin/python3 bench/numba_bench.py
Prints one line per benchmark: NAME ns/op (median of repeated timings after a warm-up call,
so Numba's JIT compile is not counted; the first-call time is printed separately).
"""
import importlib.util
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load(path):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], os.path.join(ROOT, path))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def bench(name, fn, *args, min_time=1.0):
    t0 = time.perf_counter()
    fn(*args)
    first = time.perf_counter() - t0
    runs = []
    deadline = time.perf_counter() + min_time
    while time.perf_counter() < deadline or len(runs) < 5:
        t0 = time.perf_counter_ns()
        fn(*args)
        runs.append(time.perf_counter_ns() - t0)
    print(f"{name} {statistics.median(runs):.0f} ns/op first-call {first * 1e3:.1f} ms", flush=True)


def main():
    mc = load("examples/montecarlo/montecarlo.py")
    loops = load("examples/loops/loops.py")
    bench("MonteCarloPi/n=1000", mc.monte_carlo_pi, 1000)
    bench("MonteCarloPi/n=1000000", mc.monte_carlo_pi, 1000000)
    bench("CollatzLongest", loops.collatz_longest, 100000)
    bench("IntegrateSin", loops.integrate_sin, 0.0, 10.0, 1000000)
    import numpy as np
    arr = load("examples/arrays/arrays.py")

    def grid(n, m):
        return np.sin(np.arange(n * m, dtype=np.float64)).reshape(n, m)

    u, out = grid(1000, 1000), np.zeros((1000, 1000))
    x = np.linspace(-1.0, 1.0, 1000000)
    a, b = grid(512, 512), grid(512, 512)
    bench("JacobiStep", arr.jacobi_step, u, out)
    bench("Softmax", arr.softmax, x)
    bench("Polynomial", arr.polynomial, x)
    bench("ColumnSums", arr.column_sums, u)
    bench("Matmul512", arr.matmul, a, b)
    import numba
    par = load("examples/parallel/parallel.py")
    xs = (np.arange(10000000) % 1000) * 0.5
    for threads in (1, 2):
        numba.set_num_threads(threads)
        bench("ArraySum/threads=%d" % threads, par.array_sum, xs)
        bench("MonteCarloPi/threads=%d" % threads, par.monte_carlo_pi, 1000000)
        bench("HeavySum/threads=%d" % threads, par.heavy_sum, 1000000)
        bench("CountPrimes/threads=%d" % threads, par.count_primes, 200000)


if __name__ == "__main__":
    sys.exit(main())

package typer

import (
	"errors"
	"strings"
	"testing"

	"github.com/pygo-lang/pygo/translate"
)

// checkCUDASrc checks a module that imports cuda, math, numpy and the Numba types.
func checkCUDASrc(t *testing.T, body string, lazy ...string) (*Program, error) {
	t.Helper()
	src := "import math\nimport operator\nimport numpy as np\nfrom numba import cuda, njit, float32, float64, int64\n" + body
	m, err := translate.Translate("k.py", []byte(src))
	if err != nil {
		t.Fatalf("translate: %v", err)
	}
	return Check(m, Config{LazySigs: lazy})
}

func TestCUDATypes(t *testing.T) {
	p, err := checkCUDASrc(t, `
@cuda.jit(device=True)
def half(x):
    return x / 2

@cuda.jit
def k(a, n, out):
    i = cuda.grid(1)
    s = 0
    for j in range(n):
        s += a[j] * i
    out[i] = half(s) + half(a[0])
    u = a[0]
    u <<= 2
`, "k(uint8[::1], int64, float32[::1])")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.CUDA.Kernels) != 1 || len(p.CUDA.Devices) != 2 {
		t.Fatalf("%d kernels, %d device specializations; want 1 and 2 (half of int64 and of uint8)", len(p.CUDA.Kernels), len(p.CUDA.Devices))
	}
	k := p.CUDA.Kernels[0]
	for v, want := range map[string]string{"i": "int64", "s": "int64", "j": "int64", "u": "uint64"} {
		if got := k.Vars[v].String(); got != want {
			t.Errorf("%s: %s, want %s", v, got, want)
		}
	}
	if k.LaunchName != "KLaunch" || k.Sync {
		t.Errorf("LaunchName %s, Sync %v", k.LaunchName, k.Sync)
	}
}

func TestCUDADiagnostics(t *testing.T) {
	const sig = `@cuda.jit("void(float64[::1], int64)")` + "\ndef k(a, n):\n"
	for _, tt := range []struct{ body, code, msg string }{
		{"    raise ValueError('x')\n", "unsupported-feature", "raise is not supported"},
		{"    assert n > 0\n", "unsupported-feature", "assert is not supported"},
		{"    b = np.empty(3)\n", "unsupported-feature", "numpy.empty is not supported"},
		{"    b = a + 1.0\n", "unsupported-feature", "array arithmetic"},
		{"    b = a\n    b[0] = 1.0\n", "unsupported-feature", "second name"},
		{"    return 1\n", "kernel-returns-value", "cannot return a value"},
		{"    s = cuda.shared.array(n, float64)\n", "non-constant-shape", "positive constant"},
		{"    s = cuda.shared.array(100000, float64)\n", "too-much-shared-memory", "over the 48 KiB"},
		{"    s = cuda.shared.array((0,), float64)\n", "non-constant-shape", "an integer 0 (not a tuple)"},
		{"    s = cuda.local.array(0, float64)\n", "non-constant-shape", "an integer 0 (not a tuple)"},
		{"    s = cuda.shared.array((4, 0), float64)\n", "non-constant-shape", "dynamic shared memory only"},
		{"    x = cuda.grid(4)\n", "bad-call", "constant 1, 2 or 3"},
		{"    cuda.atomic.cas(a, 0, 1.0, 2.0)\n", "unsupported-feature", "cuda.atomic.cas"},
		{"    cuda.atomic.inc(a, 0, 1.0)\n", "type-mismatch", "cuda.atomic.inc on array(float64"},
		{"    cuda.atomic.and_(a, 0, 1)\n", "type-mismatch", "cuda.atomic.and_ on array(float64"},
		{"    x = cuda.atomic.compare_and_swap(a, 1.0, 2.0)\n", "type-mismatch", "compare_and_swap on array(float64"},
		{"    x = cuda.popc(a[0])\n", "type-mismatch", "cuda.popc takes an integer"},
		{"    x = cuda.syncthreads_count()\n", "bad-call", "the thread's predicate"},
		{"    x = cuda.syncthreads_or(a)\n", "type-mismatch", "takes a number"},
		{"    x = cuda.fma(a[0], 2.0)\n", "bad-call", "cuda.fma takes 3 arguments"},
		{"    x = cuda.shfl_down_sync(0xffffffff, a[0])\n", "bad-call", "cuda.shfl_down_sync takes 3 arguments"},
		{"    x = cuda.shfl_sync(0xffffffff, a[0], 1.5)\n", "type-mismatch", "the lane of cuda.shfl_sync must be an integer"},
		{"    x = cuda.ballot_sync(1.0, n > 0)\n", "type-mismatch", "the mask of cuda.ballot_sync must be an integer"},
		{"    x = cuda.any_sync(0xffffffff, a)\n", "type-mismatch", "cuda.any_sync takes numbers"},
		{"    x = cuda.match_all_sync(0xffffffff, n)\n", "unsupported-feature", "cannot bind the tuple (int32, bool)"},
		{"    x = cuda.activemask(n)\n", "bad-call", "cuda.activemask takes 0 arguments"},
		{"    b = a[1:]\n", "unsupported-feature", "slicing"},
		{"    print(n)\n", "unsupported-feature", "print"},
		{"    x = [1, 2]\n", "unsupported-feature", "lists"},
		{"    a[0] = undefined_name\n", "undefined-name", "undefined_name"},
		{"    x = math.factorial(n)\n", "unsupported-feature", "math.factorial"},
		{"    x = math.frexp(a[0])\n", "unsupported-feature", "cannot bind the tuple (float64, int32)"},
		{"    x = math.ldexp(a[0], 1.5)\n", "type-mismatch", "integer exponent"},
		{"    x = round(n)\n", "type-mismatch", "round() of"},
		{"    x = operator.truth(n)\n", "unsupported-feature", "operator.truth"},
		{"    for k, v in zip(a):\n        pass\n", "unsupported-feature", "unpacked into 1 name"},
		{"    for x in (1.0, 2.0):\n        pass\n", "unsupported-feature", "range"},
		{"    def inner():\n        return 1\n", "unsupported-feature", "nested functions"},
		{"    a[0] = cuda.threadIdx.w\n", "unknown-attribute", "no attribute w"},
		{"    x = a.T\n", "unsupported-feature", "a.T"},
	} {
		_, err := checkCUDASrc(t, sig+tt.body)
		var ds translate.Diagnostics
		if !errors.As(err, &ds) {
			t.Errorf("%q: %v, want diagnostics", tt.body, err)
			continue
		}
		found := false
		for _, d := range ds {
			found = found || d.Code == tt.code && strings.Contains(d.Msg, tt.msg) && d.Pos.Line > 0
		}
		if !found {
			t.Errorf("%q: want a positioned %s diagnostic containing %q, got %v", tt.body, tt.code, tt.msg, err)
		}
	}
}

func TestCUDARecursion(t *testing.T) {
	_, err := checkCUDASrc(t, `
@cuda.jit(device=True)
def f(x):
    if x <= 1:
        return 1
    return x * f(x - 1)

@cuda.jit("void(int64[::1])")
def k(a):
    a[0] = f(a[0])
`)
	if err == nil || !strings.Contains(err.Error(), "recursive device function f") {
		t.Errorf("recursion: %v", err)
	}
}

func TestCUDALazyWithoutLaunch(t *testing.T) {
	p, err := checkCUDASrc(t, `
@cuda.jit
def k(a):
    a[0] = 1

@njit("int64(int64)")
def g(x):
    return x
`)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.CUDA.Kernels) != 0 || len(p.Warnings) != 1 || !strings.Contains(p.Warnings[0].Msg, "kernel k is not translated") {
		t.Errorf("kernels %d, warnings %v", len(p.CUDA.Kernels), p.Warnings)
	}
}

// TestCUDAWarpTypes checks the result types of the warp intrinsics (Numba 0.56's cudadecl) and
// that a kernel using one runs its threads concurrently, as with cuda.syncthreads.
func TestCUDAWarpTypes(t *testing.T) {
	src := "\n" +
		`@cuda.jit("void(float32[::1], uint32[::1], int16[::1])")` + "\ndef k(a, u, s):\n" +
		"    i = cuda.grid(1)\n" +
		"    f = cuda.shfl_down_sync(0xffffffff, a[i], 1)\n" +
		"    w = cuda.shfl_xor_sync(-1, u[i], 1)\n" +
		"    h = cuda.shfl_sync(-1, s[i], 0)\n" +
		"    b = cuda.ballot_sync(0xffffffff, i > 3)\n" +
		"    v = cuda.all_sync(0xffffffff, i)\n" +
		"    m = cuda.match_any_sync(0xffffffff, a[i])\n" +
		"    mm, ok = cuda.match_all_sync(0xffffffff, u[i])\n" +
		"    am = cuda.activemask()\n" +
		"    lt = cuda.lanemask_lt()\n" +
		"    cuda.syncwarp()\n"
	p, err := checkCUDASrc(t, src)
	if err != nil {
		t.Fatal(err)
	}
	k := p.CUDA.Kernels[0]
	for v, want := range map[string]string{"f": "float32", "w": "int64", "h": "int32", "b": "int32", "v": "bool",
		"m": "int32", "mm": "int32", "ok": "bool", "am": "uint32", "lt": "uint32"} {
		if got := k.Vars[v].String(); got != want {
			t.Errorf("%s: %s, want %s", v, got, want)
		}
	}
	if !k.Sync {
		t.Error("a kernel with warp intrinsics must run its threads concurrently")
	}
}

func TestCUDADeviceSharedLayout(t *testing.T) {
	p, err := checkCUDASrc(t, `
@cuda.jit(device=True)
def a(v):
    buf = cuda.shared.array(3, float32)
    buf[0] = v
    return buf[0]

@cuda.jit(device=True)
def b(v):
    c = cuda.shared.array((2, 2), int64)
    d = cuda.shared.array(0, float64)
    c[0, 0] = 1
    return a(v) + c[0, 0] + d[0]

@cuda.jit
def k1(out):
    out[0] = a(1.0)

@cuda.jit
def k2(out):
    s = cuda.shared.array(4, float64)
    s[0] = 1.0
    out[0] = b(s[0])
`, "k1(float64[::1])", "k2(float64[::1])")
	if err != nil {
		t.Fatal(err)
	}
	devs := map[string]*CUDAFunc{}
	for _, f := range p.CUDA.Devices {
		devs[f.Def.Name] = f
	}
	bufA, cB := devs["a"].Shared[0], devs["b"].Shared[0]
	// a's array comes first (a is specialized first), b's at the next 16-byte boundary.
	if bufA.Offset != 0 || cB.Offset != 16 {
		t.Errorf("offsets %d and %d, want 0 and 16", bufA.Offset, cB.Offset)
	}
	if len(devs["b"].BlockShared) != 2 || !devs["b"].DynShared {
		t.Errorf("b runs %d device shared arrays (want its own and a's), DynShared %v", len(devs["b"].BlockShared), devs["b"].DynShared)
	}
	for _, k := range p.CUDA.Kernels {
		want, dyn := 12, false // k1 runs a: 3 float32
		if k.Def.Name == "k2" {
			want, dyn = 48, true // k2 runs a and b: up to b's 32 bytes at 16
		}
		if k.DevSharedBytes != want || k.DynShared != dyn || len(k.Shared) != map[string]int{"k1": 0, "k2": 1}[k.Def.Name] {
			t.Errorf("%s: DevSharedBytes %d DynShared %v, want %d and %v", k.Def.Name, k.DevSharedBytes, k.DynShared, want, dyn)
		}
	}
}

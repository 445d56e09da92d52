package libm

import (
	"encoding/binary"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
)

// The tests in this file compare the ports with glibc itself: testdata/NAME.bin holds inputs and glibc's results
// (written by -update, which runs testdata/glibc.py under /usr/bin/python3), and TestGlibcFresh, when that Python is
// present, draws new inputs and asks glibc again (PYGO_LIBM_N inputs per function, 200000 by default).

var update = flag.Bool("update", false, "rewrite testdata/*.bin from glibc")

const python = "/usr/bin/python3"

// committedN is the number of inputs per function in testdata/NAME.bin.
const committedN = 6000

type function struct {
	name  string
	arity int
	f     func(x, y float64) float64
	gen   func(r *rand.Rand) (x, y float64)
}

var functions = []function{
	{"exp", 1, func(x, _ float64) float64 { return Exp(x) }, genExp},
	{"exp2", 1, func(x, _ float64) float64 { return Exp2(x) }, genExp2},
	{"log", 1, func(x, _ float64) float64 { return Log(x) }, genLog},
	{"log2", 1, func(x, _ float64) float64 { return Log2(x) }, genLog},
	{"log10", 1, func(x, _ float64) float64 { return Log10(x) }, genLog},
	{"pow", 2, Pow, genPow},
	{"expf", 1, func(x, _ float64) float64 { return float64(Expf(float32(x))) }, single(genExp)},
	{"logf", 1, func(x, _ float64) float64 { return float64(Logf(float32(x))) }, single(genLog)},
	{"exp2f", 1, func(x, _ float64) float64 { return float64(Exp2f(float32(x))) }, single(genExp2f)},
	{"log2f", 1, func(x, _ float64) float64 { return float64(Log2f(float32(x))) }, single(genLog)},
	{"powf", 2, func(x, y float64) float64 { return float64(Powf(float32(x), float32(y))) }, genPowf},
	{"erf", 1, func(x, _ float64) float64 { return Erf(x) }, genErf},
	{"erfc", 1, func(x, _ float64) float64 { return Erfc(x) }, genErf},
	{"hypot", 2, Hypot, genHypot},
	{"expm1f", 1, float32Func(Expm1f), single(genCoshf)},
	{"coshf", 1, float32Func(Coshf), single(genCoshf)},
	{"sinhf", 1, float32Func(Sinhf), single(genCoshf)},
	{"tanhf", 1, float32Func(Tanhf), single(genCoshf)},
	{"atanhf", 1, float32Func(Atanhf), single(genAtanhf)},
	{"erff", 1, float32Func(Erff), single(genErff)},
	{"erfcf", 1, float32Func(Erfcf), single(genErff)},
	{"sinf", 1, float32Func(Sinf), single(genSinf)},
	{"cosf", 1, float32Func(Cosf), single(genSinf)},
	{"lgammaf", 1, float32Func(Lgammaf), single(genGammaf)},
	{"tgammaf", 1, float32Func(Tgammaf), single(genGammaf)},
}

// float32Func turns a float32 function into one of float64s holding float32 values.
func float32Func(f func(float32) float32) func(x, _ float64) float64 {
	return func(x, _ float64) float64 { return float64(f(float32(x))) }
}

// single turns a generator of float64 inputs into one of float32 inputs (as float64s).
func single(gen func(r *rand.Rand) (float64, float64)) func(r *rand.Rand) (float64, float64) {
	return func(r *rand.Rand) (float64, float64) {
		x, y := gen(r)
		if r.IntN(4) == 0 {
			return float64(math.Float32frombits(r.Uint32())), 0 // every float32
		}
		return float64(float32(x)), float64(float32(y))
	}
}

// specials are inputs every function sees, alone and (for pow) in every pair.
var specials = []float64{
	0, math.Copysign(0, -1), 1, -1, 2, -2, 0.5, -0.5, 3, -3, 1.5, -1.5, math.Inf(1), math.Inf(-1), math.NaN(),
	math.MaxFloat64, -math.MaxFloat64, math.SmallestNonzeroFloat64, -math.SmallestNonzeroFloat64, 0x1p-1022,
	0x1p-1023, 1 + 0x1p-52, 1 - 0x1p-53, 709.782712893384, 709.7827128933841, -745.1332191019411, -708.3964185322641,
	1024, -1022, -1074, -1075, 0x1p-54, -0x1p-54, 0x1p-60, 1e-300, 0x1p63, -0x1p63, 0x1p53 + 1, 0x1p-65,
}

// anyBits returns a double with uniformly random bits: every exponent, subnormals, NaNs.
func anyBits(r *rand.Rand) float64 { return math.Float64frombits(r.Uint64()) }

// tiny returns ±2^-u for u uniform in [a, b), with random mantissa bits.
func tiny(r *rand.Rand, a, b float64) float64 {
	x := math.Ldexp(1+r.Float64(), -int(a+r.Float64()*(b-a)))
	if r.IntN(2) == 0 {
		return -x
	}
	return x
}

func uniform(r *rand.Rand, a, b float64) float64 { return a + r.Float64()*(b-a) }

func genExp(r *rand.Rand) (float64, float64) {
	switch r.IntN(8) {
	case 0:
		return anyBits(r), 0
	case 1:
		return tiny(r, 0, 60), 0
	case 2:
		return uniform(r, 700, 710), 0 // near overflow
	case 3:
		return uniform(r, -746, -700), 0 // subnormal results
	case 4:
		return float64(r.IntN(1500) - 750), 0
	case 5: // k*ln2/128 plus a little: table boundaries
		k := float64(r.IntN(2*128*1000) - 128*1000)
		return k*math.Ln2/128 + tiny(r, 40, 60), 0
	}
	return uniform(r, -20, 20), 0
}

func genExp2(r *rand.Rand) (float64, float64) {
	switch r.IntN(8) {
	case 0:
		return anyBits(r), 0
	case 1:
		return tiny(r, 0, 60), 0
	case 2:
		return uniform(r, 1020, 1024.5), 0
	case 3:
		return uniform(r, -1080, -1000), 0
	case 4:
		return float64(r.IntN(2200)-1100) / 2, 0
	case 5:
		return float64(r.IntN(2*128*100)-128*100)/128 + tiny(r, 40, 60), 0
	}
	return uniform(r, -30, 30), 0
}

// genExp2f draws exp2f's arguments: its bounds 128 and -150, the subnormal results below -126,
// and multiples of 1/32 (its table) plus a little.
func genExp2f(r *rand.Rand) (float64, float64) {
	switch r.IntN(6) {
	case 0:
		return uniform(r, 120, 130), 0
	case 1:
		return uniform(r, -155, -120), 0
	case 2:
		return float64(r.IntN(2*32*150)-32*150)/32 + tiny(r, 20, 30), 0
	}
	return genExp2(r)
}

func genLog(r *rand.Rand) (float64, float64) {
	switch r.IntN(8) {
	case 0:
		return anyBits(r), 0
	case 1:
		return math.Abs(anyBits(r)), 0
	case 2:
		return 1 + uniform(r, -0.07, 0.07), 0 // the near-1 paths
	case 3:
		return 1 + tiny(r, 5, 53), 0
	case 4:
		return math.Float64frombits(r.Uint64N(1 << 52)), 0 // subnormal
	case 5:
		return float64(r.IntN(1 << 20)), 0
	}
	return uniform(r, 0, 100), 0
}

func genPow(r *rand.Rand) (float64, float64) {
	switch r.IntN(10) {
	case 0:
		return anyBits(r), anyBits(r)
	case 1:
		return specials[r.IntN(len(specials))], specials[r.IntN(len(specials))]
	case 2: // near 1, large exponents
		return 1 + tiny(r, 10, 53), uniform(r, -1e9, 1e9)
	case 3: // negative bases, integral exponents
		return -uniform(r, 0, 10), float64(r.IntN(200) - 100)
	case 4: // results near overflow and underflow
		x := uniform(r, 0.01, 100)
		t := uniform(r, 700, 712)
		if r.IntN(2) == 0 {
			t = uniform(r, -746, -700)
		}
		return x, t / math.Log(x)
	case 5:
		return math.Float64frombits(r.Uint64N(1 << 52)), uniform(r, -2, 2) // subnormal bases
	case 6:
		return uniform(r, 0, 1000), []float64{0.5, 2, 3, 2.5, -0.5, 1.0 / 3, 10}[r.IntN(7)]
	case 7:
		return float64(r.IntN(100)), float64(r.IntN(40) - 20)
	}
	return uniform(r, 0, 20), uniform(r, -50, 50)
}

// genPowf draws powf's arguments as float32s: any bits, pow's cases, negative bases with integral exponents, and
// results near float32's overflow, underflow (2^-126 to 2^-150) and 1.
func genPowf(r *rand.Rand) (float64, float64) {
	var x, y float64
	switch r.IntN(8) {
	case 0:
		x, y = float64(math.Float32frombits(r.Uint32())), float64(math.Float32frombits(r.Uint32()))
	case 1:
		x, y = float64(math.Float32frombits(r.Uint32())), float64(r.IntN(64)-32)
	case 2: // near 1, large exponents
		x, y = 1+tiny(r, 10, 24), uniform(r, -1e7, 1e7)
	case 3: // results near overflow and underflow
		x = uniform(r, 0.01, 100)
		t := uniform(r, 125, 129)
		if r.IntN(2) == 0 {
			t = uniform(r, -152, -124)
		}
		y = t / math.Log2(x)
	case 4: // subnormal bases
		x, y = float64(math.Float32frombits(r.Uint32N(1<<23))), uniform(r, -2, 2)
	default:
		x, y = genPow(r)
	}
	return float64(float32(x)), float64(float32(y))
}

// genCoshf draws coshf's (and expm1f's) arguments: its intervals, split at 0.5 ln 2, 22 and
// 88.72, and tiny ones.
func genCoshf(r *rand.Rand) (float64, float64) {
	switch r.IntN(5) {
	case 0:
		return uniform(r, -0.35, 0.35), 0
	case 1:
		return uniform(r, -23, 23), 0
	case 2:
		return uniform(r, -95, 95), 0
	case 3:
		return tiny(r, 0, 40), 0
	}
	return uniform(r, -3, 3), 0
}

// genAtanhf draws atanhf's arguments: (-1, 1), near ±1, tiny ones and beyond ±1.
func genAtanhf(r *rand.Rand) (float64, float64) {
	switch r.IntN(5) {
	case 0:
		return uniform(r, -0.5, 0.5), 0
	case 1:
		return math.Copysign(1-math.Abs(tiny(r, 1, 24)), tiny(r, 0, 1)), 0
	case 2:
		return tiny(r, 0, 40), 0
	case 3:
		return uniform(r, -1.5, 1.5), 0
	}
	return uniform(r, -1, 1), 0
}

// genErff draws erff's and erfcf's arguments: each interval (bounds 0.84375, 1.25, 1/0.35, 6
// and 28) and tiny ones.
func genErff(r *rand.Rand) (float64, float64) {
	switch r.IntN(5) {
	case 0:
		return uniform(r, -1.3, 1.3), 0
	case 1:
		return uniform(r, -6.5, 6.5), 0
	case 2:
		return uniform(r, -30, 30), 0
	case 3:
		return tiny(r, 0, 40), 0
	}
	return uniform(r, -3, 3), 0
}

// genSinf draws sinf's and cosf's arguments: below pi/4, below 120 (the fast reduction) and beyond.
func genSinf(r *rand.Rand) (float64, float64) {
	switch r.IntN(4) {
	case 0:
		return uniform(r, -0.8, 0.8), 0
	case 1:
		return uniform(r, -120, 120), 0
	case 2:
		return tiny(r, -30, 0), 0
	}
	return uniform(r, -4, 4), 0
}

// genGammaf draws lgammaf's and tgammaf's arguments: each interval of lgammaf (bounds 0.9, 1.23, 1.73, 2, 8 and
// 2^26), tgammaf's 0.5, 1.5, 2.5, 4, 36 and -42, lgammaf's expansions on (-15, -2), near negative integers, and
// tiny and huge ones.
func genGammaf(r *rand.Rand) (float64, float64) {
	switch r.IntN(7) {
	case 0:
		return uniform(r, 0, 4), 0
	case 1:
		return uniform(r, -15, -2), 0
	case 2:
		return uniform(r, -2, 0), 0
	case 3:
		return float64(-r.IntN(50)) + tiny(r, 1, 20), 0
	case 4:
		return tiny(r, 0, 40), 0
	case 5:
		return tiny(r, -40, 0), 0
	}
	return uniform(r, -45, 40), 0
}

// inputs returns n inputs of f (arity values each), the specials first.
func inputs(f function, n int, seed uint64) []float64 {
	r := rand.New(rand.NewPCG(seed, uint64(len(f.name))))
	var xs []float64
	if f.arity == 1 {
		xs = append(xs, specials...)
	} else {
		for _, x := range specials {
			for _, y := range specials {
				xs = append(xs, x, y)
			}
		}
	}
	for len(xs) < n*f.arity {
		x, y := f.gen(r)
		xs = append(xs, x)
		if f.arity == 2 {
			xs = append(xs, y)
		}
	}
	return xs
}

// askGlibc evaluates f on xs with glibc through testdata/glibc.py.
func askGlibc(t *testing.T, f function, xs []float64) []float64 {
	t.Helper()
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in"), filepath.Join(dir, "out")
	if err := os.WriteFile(in, encode(xs), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(python, filepath.Join("testdata", "glibc.py"), f.name, in, out)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("glibc.py %s: %v\n%s", f.name, err, b)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return decode(b)
}

func encode(xs []float64) []byte {
	b := make([]byte, 8*len(xs))
	for i, x := range xs {
		binary.LittleEndian.PutUint64(b[8*i:], math.Float64bits(x))
	}
	return b
}

func decode(b []byte) []float64 {
	xs := make([]float64, len(b)/8)
	for i := range xs {
		xs[i] = math.Float64frombits(binary.LittleEndian.Uint64(b[8*i:]))
	}
	return xs
}

// sameBits reports whether a and b are the same double, any NaN matching any NaN.
func sameBits(a, b float64) bool {
	return math.Float64bits(a) == math.Float64bits(b) || math.IsNaN(a) && math.IsNaN(b)
}

// check compares f with glibc's results want on the inputs xs.
func check(t *testing.T, f function, xs, want []float64) {
	t.Helper()
	bad := 0
	for i, w := range want {
		x, y := xs[i*f.arity], 0.0
		if f.arity == 2 {
			y = xs[i*f.arity+1]
		}
		if got := f.f(x, y); !sameBits(got, w) {
			bad++
			if bad <= 10 {
				args := fmt.Sprintf("%v [%#x]", x, math.Float64bits(x))
				if f.arity == 2 {
					args += fmt.Sprintf(", %v [%#x]", y, math.Float64bits(y))
				}
				t.Errorf("%s(%s) = %v [%#x], glibc gives %v [%#x]", f.name, args, got, math.Float64bits(got), w, math.Float64bits(w))
			}
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d of %d results differ from glibc", f.name, bad, len(want))
	}
}

// TestGlibcCommitted checks every function against the inputs and glibc results in testdata.
func TestGlibcCommitted(t *testing.T) {
	for _, f := range functions {
		t.Run(f.name, func(t *testing.T) {
			file := filepath.Join("testdata", f.name+".bin")
			if *update {
				xs := inputs(f, committedN, 1)
				want := askGlibc(t, f, xs)
				if err := os.WriteFile(file, encode(append(xs, want...)), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			b, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			all := decode(b)
			n := len(all) / (f.arity + 1)
			check(t, f, all[:n*f.arity], all[n*f.arity:])
		})
	}
}

// TestGlibcFresh checks every function against glibc on new inputs (a different seed each day is not used: the
// seed is PYGO_LIBM_SEED, 2 by default, so a failure reproduces).
func TestGlibcFresh(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	if _, err := os.Stat(python); err != nil {
		t.Skipf("no %s to ask glibc", python)
	}
	n, seed := 200000, uint64(2)
	if s := os.Getenv("PYGO_LIBM_N"); s != "" {
		n, _ = strconv.Atoi(s)
	}
	if s := os.Getenv("PYGO_LIBM_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	for _, f := range functions {
		t.Run(f.name, func(t *testing.T) {
			xs := inputs(f, n, seed)
			check(t, f, xs, askGlibc(t, f, xs))
		})
	}
}

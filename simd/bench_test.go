package simd

import (
	"math"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pygo-lang/pygo/internal/libm"
)

// BenchmarkKernels measures, over 4096 cache-resident float64s, horner64
// ((1.5*x-0.25)*x+3.0625)*x+0.5, the dot product sum64 (a Reassoc sum of x*y), and exp and log
// (vmathExp, vmathLog, against libm's scalar functions), and sin and cos over [-8, 8) (vmathSin,
// vmathCos, against libm's and, as gomath, Go's math.Sin and math.Cos), and likewise tan, tanh, expm1 and atan
// over [-8, 8), log1p over [-0.9, 7.1), atan2(y, 0.75) for y in [-8, 8), erf and erfc over [-4, 4), exp2
// over [-8, 8) and log2 over [0.5, 16.5) (vmathExp2, vmathLog2, against libm's and Go's), pow of x
// over [0.5, 16.5) and y over [-4, 4) (vmathPow, against libm's and Go's) and float32 powf likewise (vmathFPow,
// against libm.Powf), and
// float32 expf over [-8, 8) and logf over [0.5, 16.5) (vmathExpf, vmathLogf, against libm.Expf and Logf), and
// erfspill, 0.5 (1 + erf(x/sqrt 2)) and erfc(x) 2 - erfc(-x) over [-4, 4) (vmathErfSpill): the scalar Go
// loop, and each generated function the CPU runs followed by its Go tail (and, for the dot
// product, the fixed combine). The harness times them itself (best of 3 testing.Benchmark runs);
// this benchmark reports ns/element and the speed-ups over Go as metrics.
func BenchmarkKernels(b *testing.B) {
	h := buildHarness(b)
	args := []string{"bench"}
	for _, isa := range ISAs {
		if supportedISAs()[isa] {
			args = append(args, isa.String())
		}
	}
	out, err := exec.Command(h.bin, args...).Output()
	if err != nil {
		b.Fatal(err)
	}
	ns := map[string]float64{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		name, v, _ := strings.Cut(line, " ")
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			b.Fatalf("harness printed %q", line)
		}
		ns[name] = f
	}
	// The Go loops of exp and log (libm's scalar functions), on the harness's inputs.
	const n = 4096
	x, res, res2 := make([]float64, n), make([]float64, n), make([]float64, 1)
	for i := range x {
		x[i] = float64(i)/n*2 - 1
	}
	for _, m := range []struct {
		name       string
		f          func(float64) float64
		off, scale float64
	}{
		{"exp/go", libm.Exp, 0, 1}, {"log/go", libm.Log, 2, 1}, {"sin/go", libm.Sin, 0, 8}, {"cos/go", libm.Cos, 0, 8},
		{"sin/gomath", math.Sin, 0, 8}, {"cos/gomath", math.Cos, 0, 8},
		{"tan/go", libm.Tan, 0, 8}, {"tan/gomath", math.Tan, 0, 8}, {"tanh/go", libm.Tanh, 0, 8},
		{"tanh/gomath", math.Tanh, 0, 8}, {"expm1/go", libm.Expm1, 0, 8}, {"expm1/gomath", math.Expm1, 0, 8},
		{"log1p/go", libm.Log1p, 3.1, 4}, {"log1p/gomath", math.Log1p, 3.1, 4}, {"atan/go", libm.Atan, 0, 8},
		{"atan/gomath", math.Atan, 0, 8}, {"atan2/go", func(y float64) float64 { return libm.Atan2(y, 0.75) }, 0, 8},
		{"atan2/gomath", func(y float64) float64 { return math.Atan2(y, 0.75) }, 0, 8},
		{"erf/go", libm.Erf, 0, 4}, {"erf/gomath", math.Erf, 0, 4}, {"erfc/go", libm.Erfc, 0, 4},
		{"erfc/gomath", math.Erfc, 0, 4}, {"exp2/go", libm.Exp2, 0, 8}, {"exp2/gomath", math.Exp2, 0, 8},
		{"log2/go", libm.Log2, 8.5, 8}, {"log2/gomath", math.Log2, 8.5, 8},
		{"pow/go", func(v float64) float64 { return libm.Pow(v*8+8.5, v*4) }, 0, 1},
		{"pow/gomath", func(v float64) float64 { return math.Pow(v*8+8.5, v*4) }, 0, 1},
		{"powf/go", func(v float64) float64 { return float64(libm.Powf(float32(v*8+8.5), float32(v*4))) }, 0, 1},
		{"expf/go", func(x float64) float64 { return float64(libm.Expf(float32(x))) }, 0, 8},
		{"logf/go", func(x float64) float64 { return float64(libm.Logf(float32(x))) }, 8.5, 8},
		{"erfspill/go", func(x float64) float64 {
			res2[0] = libm.Erfc(x)*2 - libm.Erfc(-x)
			return 0.5 * (1 + libm.Erf(x*0.7071067811865476))
		}, 0, 4},
	} {
		best := math.Inf(1)
		for range 3 {
			// testing.Benchmark cannot run inside a benchmark: time 200 passes directly.
			start := time.Now()
			for range 200 {
				for i, v := range x {
					res[i] = m.f(v*m.scale + m.off)
				}
			}
			best = min(best, float64(time.Since(start).Nanoseconds())/200/n)
		}
		ns[m.name] = best
	}
	for range b.N {
	}
	for name, v := range ns {
		kernel, variant, _ := strings.Cut(name, "/")
		b.ReportMetric(v, kernel+"-"+variant+"-ns/elem")
		if variant != "go" && variant != "gomath" {
			b.ReportMetric(ns[kernel+"/go"]/v, kernel+"-"+variant+"-speedup")
		}
	}
}

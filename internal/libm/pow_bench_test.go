package libm

import (
	"math"
	"testing"
)

var benchSink float64

// BenchmarkPowExp times the scalar Pow and Exp over arguments in [0, 4) (bench kernel scalar_pow_exp), against
// Go's math.Pow and math.Exp.
func BenchmarkPowExp(b *testing.B) {
	xs := make([]float64, 4096)
	for i := range xs {
		xs[i] = 4 * float64(i) / float64(len(xs))
	}
	run := func(name string, f func(float64) float64) {
		b.Run(name, func(b *testing.B) {
			s := 0.0
			for b.Loop() {
				for _, x := range xs {
					s += f(x)
				}
			}
			benchSink = s
		})
	}
	run("Pow", func(x float64) float64 { return Pow(x, 2.5) })
	run("math.Pow", func(x float64) float64 { return math.Pow(x, 2.5) })
	run("Exp", Exp)
	run("math.Exp", math.Exp)
}

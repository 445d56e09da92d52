package parallel

import (
	"fmt"
	"math"
	"testing"

	"github.com/pygo-lang/pygo/kernels"
)

func ExampleArraySum() {
	fmt.Println(ArraySum([]float64{1, 2, 3, 4}))
	// Output: 10
}

func ExampleCountPrimes() {
	fmt.Println(CountPrimes(100))
	// Output: 25 <nil>
}

func ExampleMonteCarloPi() {
	kernels.NPRandom().NPSeed(42)
	pi, err := MonteCarloPi(1_000_000)
	fmt.Printf("%.2f %v\n", pi, err)
	// Output: 3.14 <nil>
}

// sample is 10^6 numbers whose float sum depends on the order of the additions.
func sample() []float64 {
	x := make([]float64, 1_000_000)
	for i := range x {
		x[i] = math.Sin(float64(i)) * math.Exp(float64(i%17))
	}
	return x
}

// TestThreadCountDoesNotChangeResults runs every kernel with 1, 2 and 7 threads and requires
// bit-identical results: reductions are combined per block, in block order.
func TestThreadCountDoesNotChangeResults(t *testing.T) {
	defer kernels.SetNumThreads(kernels.NumThreads())
	x := sample()
	type result struct {
		sum, heavy, pi float64
		primes         int64
	}
	var first result
	for i, threads := range []int{1, 2, 7} {
		kernels.SetNumThreads(threads)
		var r result
		r.sum = ArraySum(x)
		r.heavy = HeavySum(100_000)
		kernels.NPRandom().NPSeed(7)
		r.pi, _ = MonteCarloPi(200_000)
		r.primes, _ = CountPrimes(50_000)
		if i == 0 {
			first = r
			continue
		}
		if math.Float64bits(r.sum) != math.Float64bits(first.sum) || math.Float64bits(r.heavy) != math.Float64bits(first.heavy) ||
			math.Float64bits(r.pi) != math.Float64bits(first.pi) || r.primes != first.primes {
			t.Fatalf("%d threads: %+v, 1 thread: %+v", threads, r, first)
		}
	}
	if first.primes != 5133 {
		t.Fatalf("primes below 50000 = %d, want 5133", first.primes)
	}
}

func benchThreads(b *testing.B, f func()) {
	defer kernels.SetNumThreads(kernels.NumThreads())
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			kernels.SetNumThreads(threads)
			for b.Loop() {
				f()
			}
		})
	}
}

func BenchmarkArraySum(b *testing.B) {
	x := make([]float64, 10_000_000)
	for i := range x {
		x[i] = float64(i%1000) * 0.5
	}
	benchThreads(b, func() { ArraySum(x) })
}

func BenchmarkMonteCarloPi(b *testing.B) {
	benchThreads(b, func() { MonteCarloPi(1_000_000) })
}

func BenchmarkHeavySum(b *testing.B) {
	benchThreads(b, func() { HeavySum(1_000_000) })
}

func BenchmarkCountPrimes(b *testing.B) {
	benchThreads(b, func() { CountPrimes(200_000) })
}

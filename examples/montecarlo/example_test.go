package montecarlo

import (
	"fmt"
	"testing"
)

// The same seed gives the same stream as Numba's random module: Numba prints 3.1508 for
// seeded_pi(10000, 42).
func ExampleSeededPi() {
	pi, err := SeededPi(10000, 42)
	if err != nil {
		panic(err)
	}
	fmt.Println(pi)
	// Output: 3.1508
}

func ExampleMonteCarloPi() {
	_, err := MonteCarloPi(0) // 4.0 * acc / 0 raises ZeroDivisionError in Python
	fmt.Println(err)
	// Output: ZeroDivisionError: division by zero
}

func BenchmarkMonteCarloPi(b *testing.B) {
	for _, n := range []int64{1_000, 1_000_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := MonteCarloPi(n); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

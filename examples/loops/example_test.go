package loops

import (
	"fmt"
	"testing"
)

func ExampleCollatzLongest() {
	fmt.Println(CollatzLongest(10000))
	// Output: 6171
}

func ExampleIntegrateSin() {
	v, err := IntegrateSin(0, 10, 1000) // n == 0 would raise ZeroDivisionError
	fmt.Println(v, err)                 // Numba: 1.0164986476995406
	// Output: 1.0164986476995406 <nil>
}

func BenchmarkCollatzLongest(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		CollatzLongest(100_000)
	}
}

func BenchmarkIntegrateSin(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		IntegrateSin(0, 10, 1_000_000)
	}
}

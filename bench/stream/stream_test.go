package stream

import (
	"fmt"
	"runtime"
	"sync"
	"testing"
)

// n is STREAM's array length: 10^7 float64, 80 MB per array, far beyond any cache.
const n = 10_000_000

func arrays() (out, a, b []float64) {
	out, a, b = make([]float64, n), make([]float64, n), make([]float64, n)
	for i := range a {
		a[i], b[i] = 1.0+float64(i%7), 2.0-float64(i%5)
	}
	return out, a, b
}

// split runs f over [0, n) in g goroutines, as STREAM's OpenMP loops do.
func split(g int, f func(lo, hi int)) {
	if g == 1 {
		f(0, n)
		return
	}
	var wg sync.WaitGroup
	for k := range g {
		lo, hi := k*n/g, (k+1)*n/g
		wg.Add(1)
		go func() { defer wg.Done(); f(lo, hi) }()
	}
	wg.Wait()
}

// The reference loops: what the machine's memory moves, in plain Go. Each benchmark sets the
// bytes one call reads and writes, so that `go test -bench` prints MB/s.
func BenchmarkReference(b *testing.B) {
	out, x, y := arrays()
	var sink float64
	kernels := []struct {
		name  string
		bytes int64
		f     func(lo, hi int)
	}{
		{"copy", 16, func(lo, hi int) { copy(out[lo:hi], x[lo:hi]) }},
		{"scale", 16, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				out[i] = 3.0 * x[i]
			}
		}},
		{"add", 24, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				out[i] = x[i] + y[i]
			}
		}},
		{"triad", 24, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				out[i] = x[i] + 3.0*y[i]
			}
		}},
		{"sum", 8, func(lo, hi int) {
			s := 0.0
			for _, v := range x[lo:hi] {
				s += v
			}
			sink += s
		}},
	}
	for _, k := range kernels {
		for _, g := range threads() {
			b.Run(fmt.Sprintf("%s/threads=%d", k.name, g), func(b *testing.B) {
				b.SetBytes(k.bytes * n)
				for range b.N {
					split(g, k.f)
				}
			})
		}
	}
	_ = sink
}

// BenchmarkPygo times the translations of stream.py on the same arrays.
func BenchmarkPygo(b *testing.B) {
	out, x, y := arrays()
	var sink float64
	kernels := []struct {
		name  string
		bytes int64
		f     func()
	}{
		{"copy", 16, func() { must(Copy(out, x)) }},
		{"scale", 16, func() { must(Scale(out, x, 3.0)) }},
		{"add", 24, func() { must(Add(out, x, y)) }},
		{"triad", 24, func() { must(Triad(out, x, y, 3.0)) }},
		{"sum", 8, func() { sink += Total(x) }},
		{"triad_parallel", 24, func() { must(TriadParallel(out, x, y, 3.0)) }},
	}
	for _, k := range kernels {
		b.Run(k.name, func(b *testing.B) {
			b.SetBytes(k.bytes * n)
			for range b.N {
				k.f()
			}
		})
	}
	_ = sink
}

func threads() []int {
	if runtime.GOMAXPROCS(0) > 1 {
		return []int{1, runtime.GOMAXPROCS(0)}
	}
	return []int{1}
}

func must(err error) {
	if err != nil {
		panic(err)
	}
}

// TestKernels checks the translations against the reference loops on a short input, so that
// the benchmarks time correct code.
func TestKernels(t *testing.T) {
	const m = 1003
	x, y, out := make([]float64, m), make([]float64, m), make([]float64, m)
	for i := range x {
		x[i], y[i] = float64(i)*0.5, 3.0-float64(i%11)
	}
	check := func(name string, want func(i int) float64) {
		t.Helper()
		for i := range out {
			if out[i] != want(i) {
				t.Fatalf("%s: out[%d] = %v, want %v", name, i, out[i], want(i))
			}
		}
	}
	must(Copy(out, x))
	check("copy", func(i int) float64 { return x[i] })
	must(Scale(out, x, 3.0))
	check("scale", func(i int) float64 { return 3.0 * x[i] })
	must(Add(out, x, y))
	check("add", func(i int) float64 { return x[i] + y[i] })
	must(Triad(out, x, y, 3.0))
	check("triad", func(i int) float64 { return x[i] + 3.0*y[i] })
	must(TriadParallel(out, x, y, 3.0))
	check("triad_parallel", func(i int) float64 { return x[i] + 3.0*y[i] })
	if got, want := Total(x), float64(m*(m-1))/4; got != want {
		t.Fatalf("total = %v, want %v", got, want)
	}
}

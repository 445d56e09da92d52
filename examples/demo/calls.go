package main

import (
	"gonum.org/v1/gonum/mat"

	"github.com/pygo-lang/pygo/examples/arrays"
	"github.com/pygo-lang/pygo/examples/gonum"
	"github.com/pygo-lang/pygo/examples/loops"
	"github.com/pygo-lang/pygo/examples/montecarlo"
	"github.com/pygo-lang/pygo/examples/parallel"
	"github.com/pygo-lang/pygo/kernels"
)

// A call is one example function called with the same arguments in Go and under Numba.
type call struct {
	dir    string   // the example's folder under examples/
	py     string   // its Python file
	show   []string // the Python functions whose source is shown, the called one last
	goFunc string   // the exported Go function the call runs

	given   string // Python statements that make the arguments, run before timing; "" for none
	goGiven string // what prepare does, as shown
	pyCall  string // the Python call, evaluated after given
	goCall  string // the same call in Go, as shown

	// prepare makes the arguments, as given does, and returns the call, so that only the call is timed.
	prepare func() func() (any, error)
}

// calls lists one call per example, each sized to take about a tenth of a second.
var calls = []call{
	{
		dir: "loops", py: "loops.py", show: []string{"integrate_sin"}, goFunc: "IntegrateSin",
		pyCall: "integrate_sin(0.0, 10.0, 10_000_000)",
		goCall: "loops.IntegrateSin(0, 10, 10_000_000)",
		prepare: func() func() (any, error) {
			return func() (any, error) { return loops.IntegrateSin(0, 10, 10_000_000) }
		},
	},
	{
		dir: "montecarlo", py: "montecarlo.py", show: []string{"monte_carlo_pi", "seeded_pi"}, goFunc: "SeededPi",
		pyCall: "seeded_pi(10_000_000, 42)",
		goCall: "montecarlo.SeededPi(10_000_000, 42)",
		prepare: func() func() (any, error) {
			return func() (any, error) { return montecarlo.SeededPi(10_000_000, 42) }
		},
	},
	{
		dir: "arrays", py: "arrays.py", show: []string{"softmax"}, goFunc: "Softmax",
		given:   "x = np.linspace(-1.0, 1.0, 1_000_000)",
		goGiven: "x := kernels.Linspace(-1.0, 1.0, 1_000_000, true).Data",
		pyCall:  "softmax(x)",
		goCall:  "arrays.Softmax(x)",
		prepare: func() func() (any, error) {
			x := kernels.Linspace(-1.0, 1.0, 1_000_000, true).Data
			return func() (any, error) { return arrays.Softmax(x) }
		},
	},
	{
		dir: "parallel", py: "parallel.py", show: []string{"count_primes"}, goFunc: "CountPrimes",
		pyCall: "count_primes(1_000_000)",
		goCall: "parallel.CountPrimes(1_000_000)",
		prepare: func() func() (any, error) {
			return func() (any, error) { return parallel.CountPrimes(1_000_000) }
		},
	},
	{
		dir: "gonum", py: "gonum.py", show: []string{"least_squares"}, goFunc: "LeastSquares",
		given:   "t = np.arange(1e6) / 1e6; x = np.stack((np.ones_like(t), t), 1); y = 3 + 2 * t + np.arange(1e6) % 7 / 7",
		goGiven: "the same values, x in a *mat.Dense (examples/demo/calls.go)",
		pyCall:  "least_squares(x, y)",
		goCall:  "gonum.LeastSquares(gonum.FromDense(x), y)",
		prepare: func() func() (any, error) {
			const n = 1_000_000
			x, y := mat.NewDense(n, 2, nil), make([]float64, n)
			for i := range n {
				t := float64(i) / 1e6
				x.Set(i, 0, 1)
				x.Set(i, 1, t)
				y[i] = 3 + 2*t + float64(i%7)/7
			}
			return func() (any, error) { return gonum.LeastSquares(gonum.FromDense(x), y) }
		},
	},
}

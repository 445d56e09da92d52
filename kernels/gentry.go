package kernels

// GenState is the state of one run of a generator whose yields stand inside try statements.
// Such a yield hands its value to the consumer's loop body from inside the closures that
// kernels.Try and the finally clauses run, so the consumer's break and the consumer's own
// exceptions would otherwise pass through the generator's except and finally clauses. As a
// Numba generator, which the consumer abandons without closing it, neither runs them: a
// consumer's break stops the generator where it yielded, and its exception goes through.
type GenState struct {
	state int8 // genRunning, genYielding or genStopped
}

const (
	genRunning  = iota // the generator's own code runs
	genYielding        // the consumer's loop body runs (or panics) inside a yield
	genStopped         // the consumer stopped: the generator unwinds to its end
)

// genStop is the panic that unwinds a stopped generator to the GenEnd of its iterator.
type genStop struct{}

// Live reports whether the generator's own code runs: its finally clauses run only then.
func (g *GenState) Live() bool { return g.state == genRunning }

// GenYield hands v to the consumer from inside a try statement. When the consumer stops, it
// unwinds the generator (through its try closures, skipping their clauses) to GenEnd.
func GenYield[T any](g *GenState, yield func(T) bool, v T) {
	g.state = genYielding
	if !yield(v) {
		g.state = genStopped
		panic(genStop{})
	}
	g.state = genRunning
}

// GenTry is Try inside a generator that yields from try statements: it recovers the Python
// exceptions the generator's own code raises, not those of the consumer's loop body (which
// go through to the consumer) nor the unwinding of a stopped generator.
func GenTry(g *GenState, body func() int) (exit int, exc PyException) {
	defer func() {
		if g.state != genRunning {
			return
		}
		if r := recover(); r != nil {
			exit, exc = 0, asPyException(r)
		}
	}()
	return body(), nil
}

// GenEnd, deferred by the iterator of a generator that yields from try statements, ends the
// unwinding GenYield starts when the consumer stops; other panics go through.
func GenEnd(g *GenState) {
	if g.state != genStopped {
		return
	}
	if r := recover(); r != nil {
		if _, ok := r.(genStop); !ok {
			panic(r)
		}
	}
}

package particles

import (
	"fmt"
	"testing"
)

// The outputs are what Numba 0.56 prints for the same calls on particles.py.

func ExampleNewParticle() {
	p := NewParticle(0.2, 0.3, 0.7, -0.4)
	p.Step(0.1)
	fmt.Println(p.X, p.Y, p.Speed())
	fmt.Println(Advance(p, 1000, 0.01), p.X, p.Y)
	// Output:
	// 0.27 0.26 0.8062257748298549
	// 11 0.7880000000000004 0.26
}

func ExampleSwarm() {
	xs, err := Swarm(4, 500, 0.01)
	fmt.Println(xs, err)
	// Output: [0.5040000000000002 0.20040000000000013 0.09040000000000135 0.39360000000000145] <nil>
}

// A struct literal is a particle too: the fields are exported.
func TestStructLiteral(t *testing.T) {
	p := &Particle{X: 0.5, Y: 0.5, Vx: 1, Vy: 0}
	if n := Advance(p, 60, 0.01); n != 1 || p.Vx != -1 || p.Bounces != 1 {
		t.Fatalf("Advance = %d; particle %+v, want one bounce off the right wall", n, *p)
	}
}

func BenchmarkAdvance(b *testing.B) {
	b.ReportAllocs()
	p := NewParticle(0.2, 0.3, 0.7, -0.4)
	for b.Loop() {
		Advance(p, 1000, 0.01)
	}
}

package libm

import (
	"math"
	"math/rand/v2"
)

// genHypot draws hypot's arguments: both widely and narrowly apart, huge and tiny (the scaled
// paths), subnormal, equal, and every bit pattern.
func genHypot(r *rand.Rand) (float64, float64) {
	switch r.IntN(9) {
	case 0:
		return anyBits(r), anyBits(r)
	case 1:
		return specials[r.IntN(len(specials))], specials[r.IntN(len(specials))]
	case 2: // huge: ax > 2^511
		return math.Ldexp(1+r.Float64(), 511+r.IntN(512)), math.Ldexp(1+r.Float64(), 400+r.IntN(623))
	case 3: // tiny: ay < 2^-459, subnormals too
		return math.Ldexp(1+r.Float64(), -400-r.IntN(600)), math.Float64frombits(r.Uint64N(1 << 52))
	case 4: // near each other: the h <= 2ay branch
		x := uniform(r, -100, 100)
		return x, x * uniform(r, 0.5, 2)
	case 5: // one much smaller: the eps shortcut and its neighbourhood
		x := uniform(r, 1, 2)
		return x, x * math.Ldexp(1, -50-r.IntN(8))
	case 6:
		x := uniform(r, 0, 1000)
		return x, x
	case 7:
		return float64(r.IntN(1000) - 500), float64(r.IntN(1000) - 500)
	}
	return uniform(r, -10, 10) * math.Pow(10, float64(r.IntN(11)-5)), uniform(r, -10, 10) * math.Pow(10, float64(r.IntN(11)-5))
}

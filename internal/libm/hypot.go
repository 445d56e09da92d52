package libm

import "math"

// Hypot is glibc 2.36's hypot (sysdeps/ieee754/dbl-64/e_hypot.c, Carlos Borges' algorithm with
// its correction step), which Numba's math.hypot, np.hypot and abs of a complex number call. Go's
// math.Hypot differs from it in the last bit for about a third of arguments. glibc's x86-64 build
// has no FMA variant of hypot, so nothing here is fused: every product that is added is wrapped in
// float64() so that no Go compiler fuses it.
func Hypot(x, y float64) float64 {
	if math.IsInf(x, 0) || math.IsInf(y, 0) {
		return math.Inf(1)
	}
	if math.IsNaN(x) || math.IsNaN(y) {
		return x + y
	}
	x, y = math.Abs(x), math.Abs(y)
	ax, ay := x, y
	if x < y {
		ax, ay = y, x
	}
	const (
		scale = 0x1p-600
		large = 0x1p+511
		tiny  = 0x1p-459
		eps   = 0x1p-54
	)
	switch {
	case ax > large: // scale both down
		if ay <= ax*eps {
			return ax + ay
		}
		return hypotKernel(ax*scale, ay*scale) / scale
	case ay < tiny: // scale both up
		if ax >= ay/eps {
			return ax + ay
		}
		return hypotKernel(ax/scale, ay/scale) * scale
	case ay <= ax*eps:
		return ax + ay
	}
	return hypotKernel(ax, ay)
}

// hypotKernel is hypot for ax >= ay >= 0 whose squares neither overflow nor underflow:
// sqrt(ax² + ay²), corrected by Borges' fused step.
func hypotKernel(ax, ay float64) float64 {
	h := math.Sqrt(float64(ax*ax) + float64(ay*ay))
	var t1, t2 float64
	if h <= 2.0*ay {
		delta := h - ay
		t1 = ax * (2.0*delta - ax)
		t2 = (delta - 2.0*(ax-ay)) * delta
	} else {
		delta := h - ax
		t1 = float64(2.0*delta) * (ax - 2.0*ay)
		t2 = float64((4.0*delta-ay)*ay) + float64(delta*delta)
	}
	return h - (t1+t2)/(2.0*h)
}

package kernels

// Trapz returns np.trapz(y, x) by the trapezoidal rule as Numba computes it: the panel averages
// (y[i+1] + y[i]) / 2.0 add in y's type (float32 sums round, 64-bit integers wrap; narrower
// integers add as int64) and divide in float64, the widths diff(x) subtract in x's type, and
// the products add left to right from zero. With x nil the sample spacing is dx. As in Numba, the widths broadcast against the
// panel averages: either may have one element (an empty y gives 0), other lengths panic with
// NumPy's broadcast *ValueError.
func Trapz[T, U Real](y Vector[T], x *Vector[U], dx float64) float64 {
	trapzCheck(y.Shape[:], x)
	return trapzLane(y.Data, y.Off, y.Strides[0], y.Shape[0], x, dx)
}

// TrapzN returns np.trapz(y, x) of an array of two or more dimensions: Trapz of every lane
// along the last axis, in an array with that axis removed. x, when given, is one vector of
// sample points for every lane.
func TrapzN[E Dims, T, U Real, D Dims](y Array[T, D], x *Vector[U], dx float64) Array[float64, E] {
	last := len(y.Shape) - 1
	trapzCheck(Dims2Slice(y.Shape), x)
	out := Empty[float64](redOutShape[E](y.Shape, last))
	n, st := y.Shape[last], y.Strides[last]
	redLanes(y, last, func(j, off int) {
		out.Data[j] = trapzLane(y.Data, off, st, n, x, dx)
	})
	return out
}

// trapzCheck panics with NumPy's broadcast *ValueError when the widths of x do not broadcast
// against the panels of y (of the given shape).
func trapzCheck[U Real](shape []int, x *Vector[U]) {
	if x == nil {
		return
	}
	avg := append([]int(nil), shape...)
	avg[len(avg)-1] = max(avg[len(avg)-1]-1, 0)
	widths := []int{max(x.Shape[0]-1, 0)}
	BroadcastShapes[[maxBroadcastDims]int](widths, avg)
}

// maxBroadcastDims bounds the dimensions trapzCheck's broadcast test handles (NumPy's limit).
const maxBroadcastDims = 32

// trapzLane integrates the n samples of y at data[off], data[off+st], ...
func trapzLane[T, U Real](data []T, off, st, n int, x *Vector[U], dx float64) float64 {
	panels := max(n-1, 0)
	widths := panels
	if x != nil {
		widths = max(x.Shape[0]-1, 0)
	}
	var zero T
	wide := false // Numba adds integers narrower than 64 bits as int64
	switch any(zero).(type) {
	case int8, int16, int32, uint8, uint16, uint32:
		wide = true
	}
	s := 0.0
	for i := 0; i < max(widths, panels) && (widths > 0 && panels > 0); i++ {
		p := i
		if panels == 1 {
			p = 0
		}
		d := dx
		if x != nil {
			w := i
			if widths == 1 {
				w = 0
			}
			d = float64(x.Data[x.Off+(w+1)*x.Strides[0]] - x.Data[x.Off+w*x.Strides[0]])
		}
		y1, y0 := data[off+(p+1)*st], data[off+p*st]
		avg := float64(y1+y0) / 2.0
		if wide {
			avg = float64(int64(y1)+int64(y0)) / 2.0
		}
		s += d * avg
	}
	return s
}

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
	wide := trapzWide[T]()
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
		s += d * trapzAvg(data[off+(p+1)*st], data[off+p*st], wide)
	}
	return s
}

// trapzWide reports whether Numba adds two T as int64: integers narrower than 64 bits.
func trapzWide[T Real]() bool {
	var zero T
	switch any(zero).(type) {
	case int8, int16, int32, uint8, uint16, uint32:
		return true
	}
	return false
}

// trapzAvg is one panel average (y1 + y0) / 2.0, the sum in T (in int64 when wide).
func trapzAvg[T Real](y1, y0 T, wide bool) float64 {
	if wide {
		return float64(int64(y1)+int64(y0)) / 2.0
	}
	return float64(y1+y0) / 2.0
}

// TrapzX returns np.trapz(y, x) with x of two or more dimensions, as Numba computes it:
// np.sum(np.diff(x) * y_ave, -1), the widths diff(x) along x's last axis broadcast against the
// panel averages of y along its last axis (NumPy's rules; Numba's *ValueError when they do
// not broadcast), the products of each lane added left to right from zero. E is the result's
// dimensions and F the broadcast products' (one more).
func TrapzX[E, F Dims, T, U Real, D, DX Dims](y Array[T, D], x Array[U, DX]) Array[float64, E] {
	ly, lx := len(y.Shape)-1, len(x.Shape)-1
	panels, widths := Dims2Slice(y.Shape), Dims2Slice(x.Shape)
	panels[ly], widths[lx] = max(panels[ly]-1, 0), max(widths[lx]-1, 0)
	full := trapzShape[F](widths, panels)
	last := len(full) - 1
	y0, y1 := trapzHalves(y, ly, panels[ly])
	x0, x1 := trapzHalves(x, lx, widths[lx])
	by0, by1 := BroadcastTo(y0, full), BroadcastTo(y1, full)
	bx0, bx1 := BroadcastTo(x0, full), BroadcastTo(x1, full)
	out := Empty[float64](redOutShape[E](full, last))
	wide := trapzWide[T]()
	n := full[last]
	var idx F
	for j := range out.Data {
		oy0, oy1, ox0, ox1 := by0.Off, by1.Off, bx0.Off, bx1.Off
		for k := 0; k < last; k++ {
			oy0 += idx[k] * by0.Strides[k]
			oy1 += idx[k] * by1.Strides[k]
			ox0 += idx[k] * bx0.Strides[k]
			ox1 += idx[k] * bx1.Strides[k]
		}
		s := 0.0
		for i := range n {
			d := float64(bx1.Data[ox1+i*bx1.Strides[last]] - bx0.Data[ox0+i*bx0.Strides[last]])
			s += d * trapzAvg(by1.Data[oy1+i*by1.Strides[last]], by0.Data[oy0+i*by0.Strides[last]], wide)
		}
		out.Data[j] = s
		for k := last - 1; k >= 0; k-- {
			if idx[k]++; idx[k] < full[k] {
				break
			}
			idx[k] = 0
		}
	}
	return out
}

// trapzShape is the shape np.diff(x) * y_ave broadcasts to, given the shapes of the widths and
// of the panel averages; shapes that do not broadcast panic with Numba's *ValueError.
func trapzShape[F Dims](widths, panels []int) (full F) {
	defer func() {
		if e := recover(); e != nil {
			if _, ok := e.(*ValueError); ok {
				panic(&ValueError{Msg: "unable to broadcast argument 1 to output array"})
			}
			panic(e)
		}
	}()
	return BroadcastShapes[F](widths, panels)
}

// trapzHalves returns the views a[..., :-1] and a[..., 1:] along axis (both of length m).
func trapzHalves[T Elem, D Dims](a Array[T, D], axis, m int) (lo, hi Array[T, D]) {
	lo = a
	lo.Shape[axis] = m
	hi = lo
	if m > 0 {
		hi.Off += a.Strides[axis]
	}
	return lo, hi
}

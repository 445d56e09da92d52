package kernels

import "fmt"

// Trapz returns np.trapz(y, x) by the trapezoidal rule, summing the panels left to right as
// Numba does; with x nil the sample spacing is dx. As in Numba, the widths diff(x) broadcast
// against the panel averages: either may have one element (an empty y gives 0), other
// lengths panic with NumPy's broadcast *ValueError.
func Trapz[T, U Real](y Vector[T], x *Vector[U], dx float64) float64 {
	n := y.Shape[0]
	panels := max(n-1, 0)
	widths := panels
	if x != nil {
		widths = max(x.Shape[0]-1, 0)
		if widths != panels && widths != 1 && panels != 1 {
			panic(&ValueError{Msg: fmt.Sprintf("operands could not be broadcast together with shapes (%d,) (%d,) ", widths, panels)})
		}
	}
	yAt := func(i int) float64 { return float64(y.Data[y.Off+i*y.Strides[0]]) }
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
			d = float64(x.Data[x.Off+(w+1)*x.Strides[0]]) - float64(x.Data[x.Off+w*x.Strides[0]])
		}
		s += d * (yAt(p+1) + yAt(p)) / 2.0
	}
	return s
}

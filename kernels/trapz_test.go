package kernels

import "testing"

// TestTrapzX checks np.trapz with a 2-d x against values NumPy 1.24 gives, and Numba's error for
// shapes that do not broadcast.
func TestTrapzX(t *testing.T) {
	y := FromData([]float64{0, 1, 2, 3, 4, 5}, [2]int{2, 3})
	x := FromData([]float64{0, 1, 3, 0, 2, 2}, [2]int{2, 3})
	// np.trapz(y, x) = [(1-0)*0.5 + (3-1)*1.5, (2-0)*3.5 + (2-2)*4.5] = [3.5, 7.0]
	got := TrapzX[[1]int, [2]int](y, x)
	if got.Shape != [1]int{2} || got.Data[0] != 3.5 || got.Data[1] != 7 {
		t.Errorf("TrapzX = %v %v, want (2,) [3.5 7]", got.Shape, got.Data)
	}
	// A y of one row stretches over x's rows: np.trapz([0, 1, 2], x) = [3.5, 1.0].
	got = TrapzX[[1]int, [2]int](FromData([]float64{0, 1, 2}, [1]int{3}), x)
	if got.Data[0] != 3.5 || got.Data[1] != 1 {
		t.Errorf("TrapzX(1-d y) = %v, want [3.5 1]", got.Data)
	}
	_, err := catch(func() Array[float64, [1]int] {
		return TrapzX[[1]int, [2]int](y, FromData([]float64{0, 1, 2, 3, 4, 5}, [2]int{3, 2}))
	})
	if want := "ValueError: unable to broadcast argument 1 to output array"; errText(err) != want {
		t.Errorf("TrapzX of shapes (2,3) and (3,2): error %q, want %q", errText(err), want)
	}
}

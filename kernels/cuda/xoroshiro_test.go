package cuda

import "testing"

// TestXoroshiro128pStates checks the states against Numba's create_xoroshiro128p_states(3,
// seed=1) and its first draws (numba/cuda/random.py under /usr/bin/python3).
func TestXoroshiro128pStates(t *testing.T) {
	st := Xoroshiro128pStates(3, 1, 0)
	want := []uint64{10451216379200822465, 10451216379200822465, 8341117667364343960, 7824662623250379246, 809817624983272012, 15258973161149853818}
	for i, w := range want {
		if st.Data[i] != w {
			t.Fatalf("state word %d = %d, Numba gives %d", i, st.Data[i], w)
		}
	}
	if got := Xoroshiro128pNext(st, 0); got != want[0]+want[1] { // s0 + s1, wrapping
		t.Errorf("first draw = %d", got)
	}
	// A negative index counts from the end; the other generators are untouched.
	Xoroshiro128pNext(st, -1)
	if st.Data[2] != want[2] || st.Data[4] == want[4] {
		t.Errorf("index -1 advanced the wrong generator: %v", st.Data)
	}
	if n := Xoroshiro128pStates(0, 5, 0); n.Shape != [2]int{0, 2} {
		t.Errorf("zero states: shape %v", n.Shape)
	}
}

package cuda

import (
	"testing"
)

// TestManagedArray writes managed and mapped arrays from the host and copies them back from
// the device: the host view and the device copies see the same elements. With the cuda tag it
// needs a GPU, as every test of this package that allocates.
func TestManagedArray(t *testing.T) {
	for _, alloc := range []func([2]int, *Stream) (*DeviceArray[float64, [2]int], error){
		ManagedArray[float64, [2]int], MappedArray[float64, [2]int],
	} {
		hostAccessibleCheck(t, alloc)
	}
	if _, err := ManagedArray[int32]([1]int{-1}, nil); err == nil {
		t.Error("negative dimension: no error")
	}
	if _, err := MappedArray[int32]([1]int{-1}, nil); err == nil {
		t.Error("negative dimension: no error")
	}
}

func hostAccessibleCheck(t *testing.T, alloc func([2]int, *Stream) (*DeviceArray[float64, [2]int], error)) {
	m, err := alloc([2]int{2, 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	h, err := m.Host()
	if err != nil {
		t.Fatal(err)
	}
	if h.Shape != [2]int{2, 3} || h.Strides != [2]int{3, 1} {
		t.Fatalf("host view: shape %v strides %v", h.Shape, h.Strides)
	}
	for i := range h.Data {
		if h.Data[i] != 0 {
			t.Fatalf("element %d = %v, want zero", i, h.Data[i])
		}
		h.Data[i] = float64(i) * 1.5
	}
	back, err := m.CopyToHost(nil)
	if err != nil {
		t.Fatal(err)
	}
	if back.At(1, 2) != 7.5 {
		t.Errorf("device copy [1, 2] = %v, want 7.5 written through the host view", back.At(1, 2))
	}
	if err := m.Free(); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Host(); err != ErrFreed {
		t.Errorf("Host after Free: err = %v, want ErrFreed", err)
	}
}

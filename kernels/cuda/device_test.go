package cuda

import (
	"errors"
	"reflect"
	"testing"

	"github.com/pygo-lang/pygo/kernels"
)

// These tests hold with and without the cuda build tag: they only copy.

func seq(n int) []float64 {
	s := make([]float64, n)
	for i := range s {
		s[i] = float64(i)
	}
	return s
}

func TestToDeviceRoundTrip(t *testing.T) {
	c := kernels.FromData(seq(12), [2]int{3, 4})
	f := kernels.Array[float64, [2]int]{Data: seq(12), Shape: [2]int{3, 4}, Strides: [2]int{1, 3}}
	strided := kernels.Array[float64, [2]int]{Data: seq(24), Shape: [2]int{3, 4}, Strides: [2]int{8, 2}}
	for _, tc := range []struct {
		name    string
		a       kernels.Array[float64, [2]int]
		strides [2]int
	}{
		{"C order", c, [2]int{4, 1}},
		{"Fortran order", f, [2]int{1, 3}},
		{"strided view", strided, [2]int{4, 1}},
	} {
		d, err := ToDevice(tc.a, nil)
		if err != nil {
			t.Fatal(err)
		}
		if d.Shape() != tc.a.Shape || d.Strides() != tc.strides || d.Size() != 12 {
			t.Errorf("%s: shape %v strides %v size %d", tc.name, d.Shape(), d.Strides(), d.Size())
		}
		h, err := d.CopyToHost(nil)
		if err != nil {
			t.Fatal(err)
		}
		if h.Strides != tc.strides {
			t.Errorf("%s: host copy has strides %v, want the device array's %v", tc.name, h.Strides, tc.strides)
		}
		for i := range 3 {
			for j := range 4 {
				if h.At(i, j) != tc.a.At(i, j) {
					t.Fatalf("%s: [%d, %d] = %v, want %v", tc.name, i, j, h.At(i, j), tc.a.At(i, j))
				}
			}
		}
		// Copying back into a view of another order scatters the elements.
		dst := kernels.Array[float64, [2]int]{Data: make([]float64, 24), Shape: [2]int{3, 4}, Strides: [2]int{1, 6}}
		if err := d.CopyInto(dst, nil); err != nil {
			t.Fatal(err)
		}
		for i := range 3 {
			for j := range 4 {
				if dst.At(i, j) != tc.a.At(i, j) {
					t.Fatalf("%s: CopyInto a strided view: [%d, %d] = %v, want %v", tc.name, i, j, dst.At(i, j), tc.a.At(i, j))
				}
			}
		}
		if err := d.Free(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestToDeviceCopies(t *testing.T) {
	host := []int64{1, 2, 3}
	d, err := ToDevice(kernels.FromSlice(host), nil)
	if err != nil {
		t.Fatal(err)
	}
	host[0] = 99 // the device array has its own elements
	h, err := d.CopyToHost(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(h.Data, []int64{1, 2, 3}) {
		t.Errorf("device array after the host changed: %v", h.Data)
	}
	if err := d.CopyFrom(kernels.FromSlice(host), nil); err != nil {
		t.Fatal(err)
	}
	out := make([]int64, 3)
	if err := d.CopyInto(kernels.FromSlice(out), nil); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(out, []int64{99, 2, 3}) {
		t.Errorf("after CopyFrom: %v", out)
	}
}

func TestNewDeviceArray(t *testing.T) {
	d, err := NewDeviceArray[complex128]([3]int{2, 3, 4}, nil)
	if err != nil {
		t.Fatal(err)
	}
	h, err := d.CopyToHost(nil)
	if err != nil {
		t.Fatal(err)
	}
	if h.Shape != [3]int{2, 3, 4} || h.Strides != [3]int{12, 4, 1} {
		t.Errorf("shape %v strides %v", h.Shape, h.Strides)
	}
	for _, v := range h.Data {
		if v != 0 {
			t.Fatalf("a new device array holds %v", v)
		}
	}
	f := kernels.Array[bool, [2]int]{Data: make([]bool, 6), Shape: [2]int{2, 3}, Strides: [2]int{1, 2}}
	like, err := DeviceArrayLike(f, nil)
	if err != nil {
		t.Fatal(err)
	}
	if like.Shape() != f.Shape || like.Strides() != f.Strides {
		t.Errorf("DeviceArrayLike of a Fortran array: shape %v strides %v", like.Shape(), like.Strides())
	}
	if _, err := NewDeviceArray[float32]([1]int{-1}, nil); err == nil {
		t.Error("a negative dimension is not an error")
	}
}

func TestDeviceArrayEmpty(t *testing.T) {
	d, err := ToDevice(kernels.FromSlice([]float32{}), nil)
	if err != nil {
		t.Fatal(err)
	}
	h, err := d.CopyToHost(nil)
	if err != nil || h.Size() != 0 {
		t.Errorf("empty round trip: %v, %v", h, err)
	}
	if err := d.Free(); err != nil {
		t.Error(err)
	}
}

func TestDeviceArrayErrors(t *testing.T) {
	d, err := ToDevice(kernels.FromSlice(seq(4)), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.CopyInto(kernels.FromSlice(make([]float64, 5)), nil); !errors.Is(err, ErrShape) {
		t.Errorf("CopyInto of another shape: %v", err)
	}
	if err := d.CopyFrom(kernels.FromSlice(make([]float64, 3)), nil); !errors.Is(err, ErrShape) {
		t.Errorf("CopyFrom of another shape: %v", err)
	}
	other, _ := NewDeviceArray[float64]([1]int{2}, nil)
	if err := other.CopyFromDevice(d, nil); !errors.Is(err, ErrShape) {
		t.Errorf("CopyFromDevice of another shape: %v", err)
	}
	if err := d.Free(); err != nil {
		t.Fatal(err)
	}
	if err := d.Free(); err != nil {
		t.Errorf("a second Free: %v", err)
	}
	if _, err := d.CopyToHost(nil); !errors.Is(err, ErrFreed) {
		t.Errorf("CopyToHost after Free: %v", err)
	}
	if err := d.CopyFrom(kernels.FromSlice(seq(4)), nil); !errors.Is(err, ErrFreed) {
		t.Errorf("CopyFrom after Free: %v", err)
	}
	err = Launch(Kernel{Name: "k", Args: []Arg{DeviceArg(d)}}, Dim3{X: 1}, Dim3{X: 1}, func(*Thread, *struct{}) {
		t.Error("a launch with a freed device array ran")
	})
	if !errors.Is(err, ErrFreed) {
		t.Errorf("launch with a freed device array: %v", err)
	}
}

func TestCopyFromDevice(t *testing.T) {
	c := kernels.FromData(seq(6), [2]int{2, 3})
	f := kernels.Array[float64, [2]int]{Data: []float64{0, 3, 1, 4, 2, 5}, Shape: [2]int{2, 3}, Strides: [2]int{1, 2}}
	dc, _ := ToDevice(c, nil)
	df, _ := ToDevice(f, nil)
	for _, src := range []*DeviceArray[float64, [2]int]{dc, df} {
		dst, _ := NewDeviceArray[float64]([2]int{2, 3}, nil)
		if err := dst.CopyFromDevice(src, nil); err != nil {
			t.Fatal(err)
		}
		h, err := dst.CopyToHost(nil)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(h.Data, seq(6)) {
			t.Errorf("copy of a device array with strides %v: %v", src.Strides(), h.Data)
		}
	}
}

func TestStreams(t *testing.T) {
	s, err := NewStream()
	if err != nil {
		t.Fatal(err)
	}
	d, err := ToDevice(kernels.FromSlice(seq(5)), s)
	if err != nil {
		t.Fatal(err)
	}
	if d.Stream() != s {
		t.Error("a device array made on a stream does not remember it")
	}
	out := make([]float64, 5)
	if err := d.CopyInto(kernels.FromSlice(out), nil); err != nil { // on d's stream
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(out, seq(5)) {
		t.Errorf("copy on a stream: %v", out)
	}
	var none *Stream
	if err := none.Synchronize(); err != nil {
		t.Error(err)
	}
	if err := Synchronize(); err != nil {
		t.Error(err)
	}
	if err := s.Close(); err != nil {
		t.Error(err)
	}
}

func TestPinnedArray(t *testing.T) {
	p, err := PinnedArray[float32]([2]int{2, 3})
	if err != nil {
		t.Fatal(err)
	}
	if p.Shape != [2]int{2, 3} || p.Strides != [2]int{3, 1} || len(p.Data) != 6 {
		t.Fatalf("pinned array: %+v", p)
	}
	for i := range p.Data {
		if p.Data[i] != 0 {
			t.Fatalf("a new pinned array holds %v", p.Data[i])
		}
		p.Data[i] = float32(i) / 2
	}
	s, err := NewStream()
	if err != nil {
		t.Fatal(err)
	}
	d, err := ToDevice(p, s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := PinnedArray[float32]([2]int{2, 3})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.CopyInto(back, s); err != nil {
		t.Fatal(err)
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Data, p.Data) {
		t.Errorf("through a pinned array: %v, want %v", back.Data, p.Data)
	}
	for _, a := range []kernels.Array[float32, [2]int]{p, back} {
		if err := FreePinned(a); err != nil {
			t.Error(err)
		}
	}
	if _, err := PinnedArray[int8]([1]int{-2}); err == nil {
		t.Error("a negative dimension is not an error")
	}
	if e, err := PinnedArray[int8]([1]int{0}); err != nil || FreePinned(e) != nil {
		t.Errorf("an empty pinned array: %v", err)
	}
}

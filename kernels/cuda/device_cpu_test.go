//go:build !cuda

package cuda

import (
	"reflect"
	"testing"

	"github.com/pygo-lang/pygo/kernels"
)

// On the CPU twin a device array's elements are host memory that launches read and write in
// place, as the generated XLaunchDevice functions pass them (Twin and DeviceArg).

func TestDeviceArrayAcrossLaunches(t *testing.T) {
	const n = 100
	host := make([]float64, n)
	d, err := ToDevice(kernels.FromSlice(host), nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewStream()
	if err != nil {
		t.Fatal(err)
	}
	// x[i] = 2*x[i] + i, ten times: the host array sees none of it until the copy back.
	for range 10 {
		x := d.Twin()
		k := Kernel{Name: "step", Args: []Arg{DeviceArg(d)}, Stream: s}
		err := Launch(k, Dim3{X: 4}, Dim3{X: 32}, func(th *Thread, _ *struct{}) {
			if i := th.Grid1(); i < x.Shape[0] {
				x.Data[i] = 2*x.Data[i] + float64(i)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if host[5] != 0 {
		t.Errorf("the host array changed before the copy back: %v", host[5])
	}
	if err := s.Synchronize(); err != nil {
		t.Fatal(err)
	}
	got, err := d.CopyToHost(s)
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range got.Data {
		if want := float64(i) * 1023; v != want { // i * (2^10 - 1)
			t.Fatalf("x[%d] = %v, want %v", i, v, want)
		}
	}
}

func TestTwinViewsDeviceMemory(t *testing.T) {
	d, err := ToDevice(kernels.FromData([]int32{1, 2, 3, 4, 5, 6}, [2]int{2, 3}), nil)
	if err != nil {
		t.Fatal(err)
	}
	v := d.Twin()
	v.Set(-1, 1, 2)
	h, err := d.CopyToHost(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(h.Data, []int32{1, 2, 3, 4, 5, -1}) {
		t.Errorf("a write through Twin: %v", h.Data)
	}
	if arg := DeviceArg(d); !arg.Device || arg.Bytes != 24 || arg.Elem != 4 || !reflect.DeepEqual(arg.Stride, []int{3, 1}) {
		t.Errorf("DeviceArg: %+v", arg)
	}
	d.Free()
	if v := d.Twin(); v.Data != nil || v.Shape != [2]int{2, 3} {
		t.Errorf("Twin of a freed array: %+v", v)
	}
}

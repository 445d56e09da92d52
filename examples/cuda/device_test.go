package cuda_test

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"testing"

	"github.com/pygo-lang/pygo/kernels"
	"github.com/pygo-lang/pygo/kernels/cuda"

	example "github.com/pygo-lang/pygo/examples/cuda"
)

// Device arrays stay on the device across launches: the host code of Numba's
//
//	d_x = cuda.to_device(x); d_y = cuda.device_array_like(x)
//	for _ in range(10): smooth[blocks, threads, stream](d_x, d_y); d_x, d_y = d_y, d_x
//	d_x.copy_to_host()
func ExampleSmoothLaunchDevice() {
	x := make([]float64, 9)
	x[4] = 81
	stream, err := cuda.NewStream()
	if err != nil {
		fmt.Println(err)
		return
	}
	defer stream.Close()
	dx, err := cuda.ToDevice(kernels.FromSlice(x), stream)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer dx.Free()
	dy, err := cuda.DeviceArrayLike(kernels.FromSlice(x), stream)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer dy.Free()
	for range 2 {
		if err := example.SmoothLaunchDevice(cuda.Dim3{X: 1}, cuda.Dim3{X: 32}, stream, dx, dy); err != nil {
			fmt.Println(err)
			return
		}
		dx, dy = dy, dx
	}
	if err := dx.CopyInto(kernels.FromSlice(x), stream); err != nil {
		fmt.Println(err)
		return
	}
	if err := stream.Synchronize(); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(x)
	// Output:
	// [0 0 9 18 27 18 9 0 0]
}

// simulated runs the host code of devicesim.py with the Go launch functions.
func simulated() (smooth []float64, count []int64, err error) {
	const n = 50
	x := make([]float64, n)
	x[0], x[n/2], x[n-1] = 10, 1000, -5
	stream, err := cuda.NewStream()
	if err != nil {
		return nil, nil, err
	}
	defer stream.Close()
	da, err := cuda.ToDevice(kernels.FromSlice(x), stream)
	if err != nil {
		return nil, nil, err
	}
	db, err := cuda.DeviceArrayLike(kernels.FromSlice(x), stream)
	if err != nil {
		return nil, nil, err
	}
	for range 10 {
		if err := example.SmoothLaunchDevice(cuda.Dim3{X: 2}, cuda.Dim3{X: 32}, stream, da, db); err != nil {
			return nil, nil, err
		}
		da, db = db, da
	}
	if err := stream.Synchronize(); err != nil {
		return nil, nil, err
	}
	h, err := da.CopyToHost(nil)
	if err != nil {
		return nil, nil, err
	}
	smooth = h.Data

	dc, err := cuda.ToDevice(kernels.FromData([]int64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, [2]int{3, 4}), nil)
	if err != nil {
		return nil, nil, err
	}
	for step := int64(1); step <= 10; step++ {
		if err := example.CountUpLaunchDevice(cuda.Dim3{X: 1, Y: 1}, cuda.Dim3{X: 4, Y: 4}, nil, dc, step); err != nil {
			return nil, nil, err
		}
	}
	if err := cuda.Synchronize(); err != nil {
		return nil, nil, err
	}
	c := kernels.Zeros[int64]([2]int{3, 4})
	if err := dc.CopyInto(c, nil); err != nil {
		return nil, nil, err
	}
	return smooth, c.Data, nil
}

// TestDeviceArraysMatchSimulator compares launches on device arrays with what Numba's CUDA
// simulator computes for the same host code (testdata/device_arrays.json, written by
// devicesim.py).
func TestDeviceArraysMatchSimulator(t *testing.T) {
	raw, err := os.ReadFile("testdata/device_arrays.json")
	if err != nil {
		t.Fatal(err)
	}
	var want struct {
		Smooth []float64 `json:"smooth"`
		Count  []int64   `json:"count_up"`
	}
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatal(err)
	}
	smooth, count, err := simulated()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(smooth, want.Smooth) {
		t.Errorf("smooth, ten steps:\n got %v\nwant %v", smooth, want.Smooth)
	}
	if !reflect.DeepEqual(count, want.Count) {
		t.Errorf("count_up, ten launches:\n got %v\nwant %v", count, want.Count)
	}
	// The launch functions for host arrays compute the same, copying on every launch.
	x := make([]float64, 50)
	x[0], x[25], x[49] = 10, 1000, -5
	y := make([]float64, 50)
	for range 10 {
		if err := example.SmoothLaunch(cuda.Dim3{X: 2}, cuda.Dim3{X: 32}, x, y); err != nil {
			t.Fatal(err)
		}
		x, y = y, x
	}
	if !reflect.DeepEqual(x, want.Smooth) {
		t.Errorf("smooth with host arrays:\n got %v\nwant %v", x, want.Smooth)
	}
}

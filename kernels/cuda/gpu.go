//go:build cuda

package cuda

import (
	"fmt"
	"strings"
	"sync"
	"unsafe"

	"gorgonia.org/cu"

	"github.com/pygo-lang/pygo/internal/nvrtcc"
)

// The GPU path: a module's PTX for the compute capability of device 0 (embedded, cached on
// disk or compiled by NVRTC: see ptx.go) is loaded once per process, and each launch copies
// host array arguments to the device, runs the kernel and copies them back; device arrays
// (device.go) stay on the device, and a launch of device arrays only is queued on its stream.

func init() { gpuLaunch = launchGPU }

var gpu struct {
	once    sync.Once
	err     error
	ctx     cu.CUContext
	cc      int // compute capability, major*10 + minor
	mu      sync.Mutex
	modules map[string]cu.Module // by CUDA C source
}

func gpuInit() {
	dev, err := cu.GetDevice(0)
	if err != nil {
		gpu.err = err
		return
	}
	major, minor, err := dev.ComputeCapability()
	if err != nil {
		gpu.err = err
		return
	}
	gpu.cc = major*10 + minor
	gpu.ctx, gpu.err = dev.MakeContext(cu.SchedAuto)
	gpu.modules = map[string]cu.Module{}
}

// module returns the loaded module of a CUDA C source, compiling it on first use.
func module(src string) (cu.Module, error) {
	if m, ok := gpu.modules[src]; ok {
		return m, nil
	}
	ptx, _, ok := embeddedPTX(src, gpu.cc)
	if !ok {
		version, err := nvrtcc.Version()
		if err != nil {
			return cu.Module{}, err
		}
		key := ptxKey(src, nvrtcc.Arch(gpu.cc), version, strings.Join(nvrtcc.Options, " "))
		ptx, err = cachedPTX(PTXCacheDir(), key, func() (string, error) {
			return nvrtcc.Compile(src, "pygo.cu", gpu.cc)
		})
		if err != nil {
			return cu.Module{}, err
		}
	}
	m, err := cu.LoadData(ptx)
	if err != nil {
		return cu.Module{}, err
	}
	gpu.modules[src] = m
	return m, nil
}

func launchGPU(k Kernel, g, b Dim3) (bool, error) {
	if k.Source == "" {
		return false, nil
	}
	err := withGPU(func() error { return runGPU(k, g, b) })
	if err != nil {
		return true, fmt.Errorf("cuda: kernel %s: %w", k.Name, err)
	}
	return true, nil
}

// runGPU launches k with the context current. Host arrays are copied to the device, and back
// after the kernel has finished; device arrays are passed as they are. A launch with no host
// arrays is queued on k.Stream and returns at once.
func runGPU(k Kernel, g, b Dim3) error {
	m, err := module(k.Source)
	if err != nil {
		return err
	}
	fn, err := m.Function(k.Func)
	if err != nil {
		return fmt.Errorf("%s: %w", k.Func, err)
	}
	// Parameter values live in memory the driver reads at launch: pointers to device pointers,
	// to int64 shapes and strides, and to scalars.
	var params []unsafe.Pointer
	type copied struct {
		dev cu.DevicePtr
		arg Arg
	}
	var arrays []copied
	defer func() {
		for _, c := range arrays {
			cu.MemFree(c.dev)
		}
	}()
	for _, a := range k.Args {
		if a.Scalar != nil {
			params = append(params, a.Scalar)
			continue
		}
		var dev cu.DevicePtr
		switch {
		case a.Device:
			dev = cu.DevicePtr(a.Dev)
		case a.Bytes > 0:
			if dev, err = cu.MemAlloc(a.Bytes); err != nil {
				return err
			}
			arrays = append(arrays, copied{dev, a})
			if err := cu.MemcpyHtoD(dev, a.Data, a.Bytes); err != nil {
				return err
			}
		}
		base := new(cu.DevicePtr)
		*base = dev + cu.DevicePtr(a.Off*a.Elem)
		params = append(params, unsafe.Pointer(base))
		for _, n := range append(append([]int{}, a.Shape...), a.Stride...) {
			v := new(int64)
			*v = int64(n)
			params = append(params, unsafe.Pointer(v))
		}
	}
	stream := k.Stream.handle()
	if err := fn.Launch(g.X, g.Y, g.Z, b.X, b.Y, b.Z, k.DynSharedBytes, stream, params); err != nil {
		return err
	}
	if len(arrays) == 0 {
		return nil
	}
	if err := stream.Synchronize(); err != nil {
		return err
	}
	for _, c := range arrays {
		if err := cu.MemcpyDtoH(c.arg.Data, c.dev, c.arg.Bytes); err != nil {
			return err
		}
	}
	return nil
}

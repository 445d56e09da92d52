// Package nvrtcc compiles the CUDA C that pygo emits to PTX with NVRTC, the one place that
// does so: the GPU launch path of kernels/cuda at run time, `pygo -ptx` at generate time and
// the CUDA tests all call Compile. It imports gorgonia.org/cu/nvrtc and nothing of the CUDA
// driver, so a program that only compiles (pygo itself) starts on a machine without a GPU.
//
// Everything but this comment is behind the cuda build tag, which needs cgo and NVRTC's
// library and headers (scripts/nvrtc.sh installs them; see `make nvrtc`).
package nvrtcc

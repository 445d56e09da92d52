// Package cuda is pygo's translation of CUDA kernels from Numba's introduction to @cuda.jit:
// each kernel is a launch function, MatmulLaunch(grid, block, A, B, C), that runs it on the CPU
// twin of kernels/cuda, and CUDASource holds the same kernels in CUDA C for NVRTC. Each kernel
// also has a launch function for device arrays and a stream, SmoothLaunchDevice(grid, block,
// stream, dSrc, dDst), whose arrays stay on the device across launches (device_test.go; its
// expected results come from Numba's CUDA simulator running devicesim.py).
package cuda

//go:generate go tool pygo cuda.py

// Package cuda is pygo's translation of CUDA kernels from Numba's introduction to @cuda.jit:
// each kernel is a launch function, MatmulLaunch(grid, block, A, B, C), that runs it on the CPU
// twin of kernels/cuda, and CUDASource holds the same kernels in CUDA C for NVRTC.
package cuda

//go:generate go tool pygo cuda.py

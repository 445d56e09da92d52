package main

import "github.com/pygo-lang/pygo/gen"

// ptxCompiler compiles CUDA C for -ptx; it is nil unless pygo is built with the cuda build tag
// (ptx_cuda.go), which links NVRTC.
var ptxCompiler gen.PTXCompiler

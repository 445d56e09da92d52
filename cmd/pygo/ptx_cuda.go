//go:build cuda

package main

import "github.com/pygo-lang/pygo/internal/nvrtcc"

func init() {
	ptxCompiler = func(src string, cc int) (string, error) { return nvrtcc.Compile(src, "pygo.cu", cc) }
}

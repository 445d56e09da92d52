//go:build cuda

package main

import "github.com/pygo-lang/pygo/internal/nvrtcc"

func init() { compile = nvrtcc.Compile }

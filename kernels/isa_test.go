package kernels

import "testing"

func TestChooseISA(t *testing.T) {
	for _, tt := range []struct {
		cpu  ISA
		env  string
		want ISA
	}{
		{ISAAVX512, "", ISAAVX512},
		{ISAAVX512, "avx512", ISAAVX512},
		{ISAAVX512, "avx2", ISAAVX2},
		{ISAAVX512, "go", ISAGo},
		{ISAAVX2, "", ISAAVX2},
		{ISAAVX2, "avx512", ISAAVX2}, // never above the CPU
		{ISAAVX2, "go", ISAGo},
		{ISAGo, "avx2", ISAGo},
		{ISAAVX512, "AVX-512", ISAGo}, // unrecognized
	} {
		t.Run(tt.cpu.String()+"/"+tt.env, func(t *testing.T) {
			if got := chooseISA(tt.cpu, tt.env); got != tt.want {
				t.Errorf("chooseISA(%s, %q) = %s, want %s", tt.cpu, tt.env, got, tt.want)
			}
		})
	}
}

func TestVectorISA(t *testing.T) {
	// VectorISA never exceeds what the CPU supports, whatever PYGO_ISA says.
	if got, hw := VectorISA(), detectISA(); got > hw {
		t.Errorf("VectorISA() = %s, above the CPU's %s", got, hw)
	}
}

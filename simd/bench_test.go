package simd

import (
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// BenchmarkKernels measures, over 4096 cache-resident float64s, horner64
// ((1.5*x-0.25)*x+3.0625)*x+0.5 and the dot product sum64 (a Reassoc sum of x*y): the scalar Go
// loop, and each generated function the CPU runs followed by its Go tail (and, for the dot
// product, the fixed combine). The harness times them itself (best of 3 testing.Benchmark runs);
// this benchmark reports ns/element and the speed-ups over Go as metrics.
func BenchmarkKernels(b *testing.B) {
	h := buildHarness(b)
	args := []string{"bench"}
	for _, isa := range ISAs {
		if supportedISAs()[isa] {
			args = append(args, isa.String())
		}
	}
	out, err := exec.Command(h.bin, args...).Output()
	if err != nil {
		b.Fatal(err)
	}
	ns := map[string]float64{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		name, v, _ := strings.Cut(line, " ")
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			b.Fatalf("harness printed %q", line)
		}
		ns[name] = f
	}
	for range b.N {
	}
	for name, v := range ns {
		kernel, variant, _ := strings.Cut(name, "/")
		b.ReportMetric(v, kernel+"-"+variant+"-ns/elem")
		if variant != "go" {
			b.ReportMetric(ns[kernel+"/go"]/v, kernel+"-"+variant+"-speedup")
		}
	}
}

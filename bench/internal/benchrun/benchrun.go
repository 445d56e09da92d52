// Package benchrun is the main program of the benchmark runner that benchgen writes: it loads
// a kernel's inputs, then prints the kernel's result (-mode check) or times it (-mode time).
package benchrun

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"sort"
	"time"

	"github.com/pygo-lang/pygo/bench/internal/benchio"
)

// Kernel prepares a kernel for its arguments: run calls it, result formats the last result.
type Kernel func(args []benchio.Arg) (run func(), result func() string)

// Timing is what -mode time prints, as one JSON line.
type Timing struct {
	FirstNs  int64 `json:"first_ns"`  // the first call in this process
	MedianNs int64 `json:"median_ns"` // the median of the following calls
	Runs     int   `json:"runs"`
}

// Main runs the kernel named by -kernel on the arguments in -input.
func Main(table map[string]Kernel) {
	name := flag.String("kernel", "", "kernel name")
	input := flag.String("input", "", "input file written by bench/run.py")
	mode := flag.String("mode", "check", "check: print the result; time: print a Timing")
	minTime := flag.Duration("min", time.Second, "least total time of the timed calls")
	minRuns := flag.Int("runs", 5, "least number of timed calls")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the timed calls to this file")
	flag.Parse()
	k, ok := table[*name]
	if !ok {
		fmt.Fprintf(os.Stderr, "benchrun: no kernel %q\n", *name)
		os.Exit(2)
	}
	args, err := benchio.Load(*input)
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchrun:", err)
		os.Exit(1)
	}
	run, result := k(args)
	switch *mode {
	case "check":
		run()
		fmt.Println(result())
	case "time":
		t0 := time.Now()
		run()
		first := time.Since(t0)
		if *cpuProfile != "" {
			f, err := os.Create(*cpuProfile)
			if err != nil {
				fmt.Fprintln(os.Stderr, "benchrun:", err)
				os.Exit(1)
			}
			defer f.Close()
			if err := pprof.StartCPUProfile(f); err != nil {
				fmt.Fprintln(os.Stderr, "benchrun:", err)
				os.Exit(1)
			}
			defer pprof.StopCPUProfile()
		}
		var runs []time.Duration
		start := time.Now()
		for len(runs) < *minRuns || time.Since(start) < *minTime {
			t := time.Now()
			run()
			runs = append(runs, time.Since(t))
		}
		sort.Slice(runs, func(i, j int) bool { return runs[i] < runs[j] })
		out, _ := json.Marshal(Timing{FirstNs: first.Nanoseconds(), MedianNs: runs[len(runs)/2].Nanoseconds(), Runs: len(runs)})
		fmt.Println(string(out))
	default:
		fmt.Fprintf(os.Stderr, "benchrun: unknown mode %q\n", *mode)
		os.Exit(2)
	}
}

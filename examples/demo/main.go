// Command demo shows what pygo does with each example: the Python function, the Go file that
// go generate wrote from it and the exported function's signature, then one call run in Go and,
// when Python has Numba, the same call under Numba, with both results and times. make demo runs it
// from the repository root after regenerating the examples.
//
// Usage: demo [-examples dir] [-python /usr/bin/python3]
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/pygo-lang/pygo/kernels"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole command: 0 when every example ran in Go, 1 when one could not, 2 for usage errors.
// Numba's absence or its errors are shown, never a failure.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("demo", flag.ContinueOnError)
	fs.SetOutput(stderr)
	examples := fs.String("examples", "examples", "the examples folder")
	python := fs.String("python", "/usr/bin/python3", "the Python that runs Numba")
	if err := fs.Parse(args); err != nil || fs.NArg() != 0 {
		return 2
	}

	fmt.Fprintln(stdout, "pygo demo: each example's Python function, the Go file go generate wrote from it, and one call")
	fmt.Fprintln(stdout, "run in Go and under Numba. Times are the best of 3 calls; Numba's compile time is shown apart.")
	fmt.Fprintf(stdout, "pygo: %s, %d threads\n", runtime.Version(), kernels.NumThreads())
	nb, err := startNumba(*python, filepath.Join(*examples, "demo", "run_numba.py"))
	if err != nil {
		fmt.Fprintf(stdout, "Numba: not installed (%s: %v); only pygo's results are shown\n", *python, err)
	} else {
		defer nb.close()
		fmt.Fprintf(stdout, "Numba: %s, %s\n", nb.version, *python)
	}

	code := 0
	for _, c := range calls {
		fmt.Fprintf(stdout, "\n== examples/%s %s\n", c.dir, strings.Repeat("=", max(0, 86-len(c.dir))))
		if err := show(stdout, *examples, c, nb); err != nil {
			fmt.Fprintf(stdout, "error: %v\n", err)
			code = 1
		}
	}
	return code
}

// show prints one example: its Python source, the generated Go signature, then the call under pygo and Numba.
func show(w io.Writer, examples string, c call, nb *numba) error {
	dir := filepath.Join(examples, c.dir)
	src, err := os.ReadFile(filepath.Join(dir, c.py))
	if err != nil {
		return err
	}
	for _, name := range c.show {
		text, line, err := pyFunc(src, name)
		if err != nil {
			return fmt.Errorf("%s: %w", c.py, err)
		}
		fmt.Fprintf(w, "%s:%d\n%s\n", c.py, line, indent(text))
	}

	goFile := strings.TrimSuffix(c.py, ".py") + "_pygo.go"
	sig, lines, err := goSignature(filepath.Join(dir, goFile), c.goFunc)
	if err != nil {
		return fmt.Errorf("%w (run go generate ./examples/...)", err)
	}
	fmt.Fprintf(w, "%s (%d lines), written by go generate:\n%s\n", goFile, lines, indent(sig))

	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	defer tw.Flush()
	if c.given != "" {
		fmt.Fprintf(tw, "given\t%s\n\t%s\n", c.given, c.goGiven)
	}
	got, took, err := timeGo(c.prepare())
	if err != nil {
		fmt.Fprintf(tw, "pygo\t%s\terror: %v\n", c.goCall, err)
		return nil
	}
	fmt.Fprintf(tw, "pygo\t%s\t%s\t%s\n", c.goCall, got, ms(took))
	if nb == nil {
		fmt.Fprintf(tw, "Numba\t%s\tnot installed\n", c.pyCall)
		return nil
	}
	file, err := filepath.Abs(filepath.Join(dir, c.py))
	if err != nil {
		return err
	}
	r, err := nb.call(file, c.given, c.pyCall)
	if err != nil {
		fmt.Fprintf(tw, "Numba\t%s\terror: %v\n", c.pyCall, err)
		return nil
	}
	fmt.Fprintf(tw, "Numba\t%s\t%s\t%s\t%s; compile %.1f s\n", c.pyCall, r.value, ms(r.time), compare(got, r.value), r.compile.Seconds())
	return nil
}

// timeGo calls f four times and returns its result and the best time of the last three.
func timeGo(f func() (any, error)) (value, time.Duration, error) {
	v, err := f()
	if err != nil {
		return value{}, 0, err
	}
	best := time.Duration(1<<63 - 1)
	for range 3 {
		start := time.Now()
		f()
		best = min(best, time.Since(start))
	}
	return goValue(v), best, nil
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", d.Seconds()*1e3) }

// indent prefixes every line of s with four spaces.
func indent(s string) string {
	return "    " + strings.ReplaceAll(s, "\n", "\n    ")
}

package main

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"

	"github.com/pygo-lang/pygo/gen"
)

// inspectFlags are the flags pygo types and pygo html share with a translation.
type inspectFlags struct {
	fs   *flag.FlagSet
	pkg  *string
	sigs sigList
}

func newInspectFlags(name, usage string, stderr io.Writer) *inspectFlags {
	f := &inspectFlags{fs: flag.NewFlagSet("pygo "+name, flag.ContinueOnError)}
	f.fs.SetOutput(stderr)
	f.pkg = f.fs.String("pkg", "", "Go package name (default: $GOPACKAGE, else the output directory's name)")
	f.fs.Var(&f.sigs, "sig", "entry signature `name(type, ...)`; repeatable")
	f.fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: "+usage)
		f.fs.PrintDefaults()
	}
	return f
}

// sources parses the arguments and reads the sources; a non-zero code means stop with it.
func (f *inspectFlags) sources(args []string, stderr io.Writer) ([]gen.Source, gen.Config, int) {
	if err := f.fs.Parse(args); err != nil {
		return nil, gen.Config{}, 2
	}
	if f.fs.NArg() == 0 {
		f.fs.Usage()
		return nil, gen.Config{}, 2
	}
	srcs, err := gen.ReadSources(f.fs.Args())
	if err != nil {
		fmt.Fprintf(stderr, "pygo: %v\n", err)
		return nil, gen.Config{}, 2
	}
	p := *f.pkg
	if p == "" {
		p = gen.PackageName(filepath.Dir(srcs[0].File))
	}
	return srcs, gen.Config{Package: p, Sigs: f.sigs}, 0
}

// runTypes is pygo types: the inferred types of every function, on standard output.
func runTypes(args []string, stdout, stderr io.Writer) int {
	f := newInspectFlags("types", "pygo types [-pkg name] [-sig 'f(float64, int64)']... file.py... | dir", stderr)
	srcs, cfg, code := f.sources(args, stderr)
	if code != 0 {
		return code
	}
	listing, warnings, err := gen.Types(srcs, cfg)
	if err != nil {
		fmt.Fprint(stderr, gen.RenderSources(err, srcs))
		return 1
	}
	if len(warnings) > 0 {
		fmt.Fprint(stderr, gen.RenderSources(warnings, srcs))
	}
	fmt.Fprint(stdout, listing)
	return 0
}

// runHTML is pygo html: the sources as one HTML page, each line linked to its Go.
func runHTML(args []string, stdout, stderr io.Writer) int {
	f := newInspectFlags("html", "pygo html [-o report.html] [-pkg name] [-sig 'f(float64, int64)']... file.py... | dir", stderr)
	out := f.fs.String("o", "", "output HTML file (default: standard output)")
	srcs, cfg, code := f.sources(args, stderr)
	if code != 0 {
		return code
	}
	page, err := gen.HTML(srcs, cfg)
	if err != nil {
		fmt.Fprint(stderr, gen.RenderSources(err, srcs))
		return 1
	}
	if *out == "" {
		if _, err := stdout.Write(page); err != nil {
			fmt.Fprintf(stderr, "pygo: %v\n", err)
			return 1
		}
		return 0
	}
	if err := gen.WriteFile(*out, page); err != nil {
		fmt.Fprintf(stderr, "pygo: %v\n", err)
		return 1
	}
	return 0
}

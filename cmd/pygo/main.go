// Command pygo translates Numba-style Python into Go, for go generate:
//
//	//go:generate go tool pygo kernels.py
//
// Usage: pygo [-o out.go] [-pkg name] [-sig 'f(float64, int64)']... [-check] [-Werror] file.py...|dir
//
// Subcommands show what pygo made of the sources, without writing Go:
//
//	pygo types [-sig ...] file.py...                   each function's source with its inferred types
//	pygo html [-o report.html] [-sig ...] file.py...   the source linked to its Go, coloured
//
// Several files, or a directory, are the modules of one Python package: they are translated
// together into one Go file, <package>_pygo.go in the package's root directory.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/pygo-lang/pygo/gen"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

type sigList []string

func (s *sigList) String() string     { return strings.Join(*s, " ") }
func (s *sigList) Set(v string) error { *s = append(*s, v); return nil }

// run is the whole command: 0 on success, 1 for translation errors or stale output, 2 for usage errors.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		switch args[0] {
		case "types":
			return runTypes(args[1:], stdout, stderr)
		case "html":
			return runHTML(args[1:], stdout, stderr)
		}
	}
	fs := flag.NewFlagSet("pygo", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "output Go file (default: <file>_pygo.go beside the input; <package>_pygo.go in the root of several)")
	pkg := fs.String("pkg", "", "Go package name (default: $GOPACKAGE, else the output directory's name)")
	check := fs.Bool("check", false, "do not write; exit 1 if the output file is stale")
	werror := fs.Bool("Werror", false, "treat warnings (performance hazards, skipped functions) as errors: report them and write nothing")
	dump := fs.String("dump-after", "", "print a stage's result to standard output: `vector` lists the vector loops and why other loops have none")
	ptx := fs.String("ptx", "", "embed PTX of the @cuda.jit kernels for these GPU `architectures` (sm_80,sm_90), compiled now by NVRTC through pygo-nvrtc (see cmd/pygo-nvrtc)")
	var sigs sigList
	fs.Var(&sigs, "sig", "entry signature `name(type, ...)` (module.name(...) in a package); repeatable; makes an undecorated function an entry point")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: pygo [-o out.go] [-pkg name] [-sig 'f(float64, int64)']... [-check] [-Werror] [-dump-after vector] [-ptx sm_80,...] file.py... | dir")
		fmt.Fprintln(stderr, "       pygo types [-pkg name] [-sig ...]... file.py... | dir")
		fmt.Fprintln(stderr, "       pygo html [-o report.html] [-pkg name] [-sig ...]... file.py... | dir")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	if *dump != "" && *dump != "vector" {
		fmt.Fprintf(stderr, "pygo: -dump-after: unknown stage %q (known: vector)\n", *dump)
		return 2
	}
	var ccs []int
	if *ptx != "" {
		var err error
		if ccs, err = gen.ParsePTXArchs(*ptx); err != nil {
			fmt.Fprintf(stderr, "pygo: %v\n", err)
			return 2
		}
	}
	srcs, err := gen.ReadSources(fs.Args())
	if err != nil {
		fmt.Fprintf(stderr, "pygo: %v\n", err)
		return 2
	}
	name := *out
	if name == "" {
		name = gen.OutputName(srcs[0].File)
		if len(srcs) > 1 {
			var files []string
			for _, s := range srcs {
				files = append(files, s.File)
			}
			root, pkg, _ := gen.PackageLayout(files)
			name = gen.PackageOutputName(root, pkg)
		}
	}
	p := *pkg
	if p == "" {
		p = gen.PackageName(filepath.Dir(name))
	}
	res, err := gen.TranslatePackage(srcs, gen.Config{Package: p, Sigs: sigs})
	if err != nil {
		fmt.Fprint(stderr, gen.RenderSources(err, srcs))
		return 1
	}
	if len(res.Warnings) > 0 {
		if *werror {
			fmt.Fprint(stderr, gen.RenderSources(gen.WarningsAsErrors(res.Warnings), srcs))
			return 1
		}
		fmt.Fprint(stderr, gen.RenderSources(res.Warnings, srcs))
	}
	if *dump == "vector" {
		fmt.Fprint(stdout, res.Vector)
	}
	if err := res.EmbedPTX(p, ccs, ptxCompiler); err != nil {
		fmt.Fprintf(stderr, "pygo: %v\n", err)
		return 1
	}
	files := res.Files(name)
	if *check {
		diff, err := gen.StaleFiles(files)
		if err != nil {
			fmt.Fprintf(stderr, "pygo: %v\n", err)
			return 1
		}
		if diff != "" {
			fmt.Fprint(stderr, diff)
			fmt.Fprintf(stderr, "run go generate (or pygo %s) to update it\n", strings.Join(fs.Args(), " "))
			return 1
		}
		return 0
	}
	if err := gen.WriteFiles(files); err != nil {
		fmt.Fprintf(stderr, "pygo: %v\n", err)
		return 1
	}
	return 0
}

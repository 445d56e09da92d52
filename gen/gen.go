package gen

import (
	"bytes"
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"

	"github.com/pygo-lang/pygo/emit"
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Config controls one translation. The zero value needs only Package.
type Config struct {
	Package string   // Go package name of the output
	Sigs    []string // extra entry signatures, "name(float64, int64)"
	// LazySigs are the argument types lazily compiled entries are called with (see typer.Config).
	LazySigs []string
}

// Entry describes one exported Go function of the output.
type Entry struct {
	Py string // Python function name
	// Module is the dotted name of the Python module that defines the function when a package
	// is translated (TranslatePackage), "" for a single file.
	Module string
	Go     string   // Go function name
	Params []string // pygo type of each parameter, e.g. "float64", "(int64, float64)"
	// ParamNames are the Python parameter names; Defaults holds each parameter's default
	// value expression, or nil.
	ParamNames []string
	Defaults   []translate.Expr
	Results    []string // pygo type of each Go result (a tuple result is split), without the error
	Raises     bool     // the Go function returns an error last
	Tuple      bool     // the Python function returns a tuple (split into Results)
	// Optional is true when the Python function may return None: the Go function returns
	// the parts of the value (Results) and then a bool that is false for None.
	Optional bool
	// Vararg is true when the last of Params (and ParamNames) is the tuple of *args values.
	Vararg bool
	// Ufunc is set when Go is the element function of a @vectorize ufunc loop: it names the
	// loop's array forms.
	Ufunc *UfuncForms
	// Gufunc is set when Go is the kernel of a @guvectorize gufunc loop.
	Gufunc *GufuncForms
	// Launch is true when Go launches a @cuda.jit kernel: its Go parameters are the grid and
	// block (kernels/cuda.Dim3) before Params, and it returns only an error.
	Launch bool
	// LaunchDevice names the launch function's form for device arrays: its parameters are
	// the grid, the block, a *kernels/cuda.Stream, and Params with each array a
	// *kernels/cuda.DeviceArray.
	LaunchDevice string
	// DynShared is true when the kernel uses dynamic shared memory: the launch function then
	// takes its size in bytes (an int) after the block.
	DynShared bool
}

// GufuncForms are the Go names of a gufunc loop's forms and its layout.
type GufuncForms struct {
	Array, Into string
	Nin         int
	// Core is the number of core dimensions of each operand, inputs then outputs.
	Core []int
}

// UfuncForms are the Go names of a ufunc loop's array forms (see emit/vectorize.go).
type UfuncForms struct {
	Array, Into, Slice string
	// Reduce and ReduceSlice are "" unless the loop reduces (two inputs and the result of one type).
	Reduce, ReduceSlice string
	// ReduceAxes, ReduceAll, Accumulate and AccumulateSlice are "" exactly when Reduce is.
	ReduceAxes, ReduceAll, Accumulate, AccumulateSlice string
	// Outer and OuterInto are ufunc.outer; "" unless the loop has two inputs.
	Outer, OuterInto string
	Parallel         bool
	// Raises is true when the element function can raise: the element function then returns
	// (result, error), and so does AccumulateSlice.
	Raises bool
}

// Result is the output of Translate.
type Result struct {
	Go []byte // the <name>_pygo.go file
	// Asm, AMD64 and Other are the vector loops' files, <name>_pygo_amd64.s,
	// <name>_pygo_amd64.go and <name>_pygo_other.go; nil when the module has no vector loop.
	Asm, AMD64, Other []byte
	Entries           []Entry // exported functions, in output order
	// Vector describes the vector loops and why the other flat loops have none, for -dump.
	Vector string
	// CUDA is the CUDA C of the module's @cuda.jit kernels, "" when there are none.
	CUDA string
	// PTX is the <name>_pygo_ptx.go file that embeds PTX compiled ahead of time (EmbedPTX);
	// nil unless asked for.
	PTX []byte
	// Warnings are diagnostics of severity Warning, such as @njit functions that nothing
	// types and that were skipped; render them with Render.
	Warnings translate.Diagnostics
}

// File is one output file: its name and contents. Nil Data means the file must not exist.
type File struct {
	Name string
	Data []byte
}

// Files lists the files of r for the main output file name (x_pygo.go): that file, then
// x_pygo_amd64.s, x_pygo_amd64.go and x_pygo_other.go, with nil Data when there is no vector
// loop, and x_pygo_ptx.go, with nil Data unless PTX was embedded.
func (r *Result) Files(name string) []File {
	base := strings.TrimSuffix(name, ".go")
	return []File{
		{name, r.Go},
		{base + "_amd64.s", r.Asm},
		{base + "_amd64.go", r.AMD64},
		{base + "_other.go", r.Other},
		{base + "_ptx.go", r.PTX},
	}
}

// Translate compiles Python source to Go. Problems in the source are returned as
// translate.Diagnostics; render them with Render. A bug in pygo (a panic in a stage) is a
// diagnostic with Code translate.CodeInternal, at the position being translated when the
// stage knows it, else at line 1, with a hint asking to report it; no Result comes with it.
func Translate(file string, src []byte, cfg Config) (res *Result, err error) {
	if cfg.Package == "" {
		return nil, errors.New("gen: no package name")
	}
	defer func() {
		// The stages recover their own panics with a position; this catches the rest.
		if r := recover(); r != nil {
			res, err = nil, translate.Recovered(file, translate.Pos{}, r)
		}
	}()
	m, err := translate.Translate(file, src)
	if err != nil {
		return nil, err
	}
	p, err := typer.Check(m, typer.Config{Sigs: cfg.Sigs, LazySigs: cfg.LazySigs})
	if err != nil {
		return nil, err
	}
	out, err := emit.Go(p, emit.Config{Package: cfg.Package, Source: filepath.Base(file)})
	if err != nil {
		return nil, err
	}
	return result(p, out), nil
}

// result assembles the Result of a checked and emitted program.
func result(p *typer.Program, out *emit.Output) *Result {
	r := &Result{Go: out.Go, Asm: out.Asm, AMD64: out.AMD64, Other: out.Other, Vector: vectorReport(out), Warnings: p.Warnings}
	for _, s := range p.Specs {
		if !s.Entry {
			continue
		}
		e := Entry{Py: s.Def.Name, Go: s.GoName, Raises: s.Raises && !s.GeneratorEntry()}
		if pkg := p.Module.Package; pkg != nil {
			o := pkg.Origin[s.Def.Name]
			e.Py, e.Module = o.Name, pkg.Modules[o.File]
		}
		if g := s.Gufunc; g != nil {
			e.Gufunc = &GufuncForms{Array: s.GufuncNames.Array, Into: s.GufuncNames.Into, Nin: len(g.Ins)}
			for _, c := range append(append([][]int{}, g.Ins...), g.Outs...) {
				e.Gufunc.Core = append(e.Gufunc.Core, len(c))
			}
		}
		if s.Ufunc != nil {
			n := s.UfuncNames
			e.Ufunc = &UfuncForms{Array: n.Array, Into: n.Into, Slice: n.Slice, Reduce: n.Reduce, ReduceSlice: n.ReduceSlice,
				ReduceAxes: n.ReduceAxes, ReduceAll: n.ReduceAll, Accumulate: n.Accumulate, AccumulateSlice: n.AccumulateSlice,
				Outer: n.Outer, OuterInto: n.OuterInto, Parallel: s.Ufunc.Parallel, Raises: s.Raises}
		}
		for _, t := range s.Params {
			e.Params = append(e.Params, t.String())
		}
		for _, p := range s.Def.Params {
			e.ParamNames = append(e.ParamNames, p.Name)
			e.Defaults = append(e.Defaults, p.Default)
		}
		if s.Vararg != nil {
			e.Params = append(e.Params, s.Vararg.String())
			e.ParamNames = append(e.ParamNames, s.Def.Vararg.Name)
			e.Defaults = append(e.Defaults, nil)
			e.Vararg = true
		}
		result := s.Result
		if g, ok := result.(*typer.Generator); ok && s.GeneratorEntry() {
			result = &typer.Iterator{Elem: g.Elem} // the entry point pulls the generator
		}
		if o, ok := result.(*typer.Optional); ok {
			e.Optional = true
			result = o.Elem
		}
		if tt, ok := result.(*typer.Tuple); ok && tt.Class == nil { // a namedtuple is one Go result
			e.Tuple = true
			for _, t := range tt.Elems {
				e.Results = append(e.Results, t.String())
			}
		} else if _, none := result.(typer.NoneType); !none {
			e.Results = append(e.Results, result.String())
		}
		r.Entries = append(r.Entries, e)
	}
	r.CUDA = out.CUDA
	if p.CUDA != nil {
		r.Entries = append(r.Entries, cudaEntries(p.CUDA)...)
	}
	return r
}

// Render formats an error from Translate for a terminal: diagnostics with source lines and
// carets, anything else as it is. Result.Warnings render the same way.
func Render(err error, src []byte) string {
	var ds translate.Diagnostics
	if errors.As(err, &ds) {
		return ds.Render(src)
	}
	var d translate.Diagnostic
	if errors.As(err, &d) {
		return translate.Diagnostics{d}.Render(src)
	}
	return err.Error() + "\n"
}

// OutputName returns the default output file for a Python source: dir/x.py → dir/x_pygo.go.
func OutputName(src string) string {
	return strings.TrimSuffix(src, filepath.Ext(src)) + "_pygo.go"
}

// PackageName returns the Go package for output in dir: $GOPACKAGE (set by go generate),
// else the package clause of the Go files already there (so that `pygo -check` run by hand
// agrees with go generate), else the directory name made into an identifier.
func PackageName(dir string) string {
	if p := os.Getenv("GOPACKAGE"); p != "" {
		return p
	}
	if p := existingPackage(dir); p != "" {
		return p
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "main"
	}
	name := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' {
			return r
		}
		if r >= 'A' && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return -1
	}, filepath.Base(abs))
	if name == "" || name[0] >= '0' && name[0] <= '9' {
		name = "p" + name
	}
	return name
}

// existingPackage returns the package name of the first non-test Go file in dir, in name
// order, or "" when there is none.
func existingPackage(dir string) string {
	names, _ := filepath.Glob(filepath.Join(dir, "*.go")) // in name order
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), n, nil, parser.PackageClauseOnly)
		if err == nil {
			return f.Name.Name
		}
	}
	return ""
}

// WriteFile writes data to name atomically: a temporary file in the same directory is
// renamed over the target, so a failed run never leaves a partial file.
func WriteFile(name string, data []byte) error {
	tmp, err := writeTemp(name, data)
	if err != nil {
		return err
	}
	defer os.Remove(tmp) // no-op after a successful rename
	if err := os.Rename(tmp, name); err != nil {
		return fmt.Errorf("gen: write %s: %w", name, err)
	}
	return nil
}

// writeTemp writes data to a new temporary file beside name, to be renamed over it, and
// returns the temporary file's name.
func writeTemp(name string, data []byte) (string, error) {
	if fi, err := os.Stat(name); err == nil && !fi.Mode().IsRegular() {
		// Renaming over a device or a directory would replace it: refuse.
		return "", fmt.Errorf("gen: write %s: not a regular file", name)
	}
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".tmp*")
	if err != nil {
		return "", fmt.Errorf("gen: write %s: %w", name, err)
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Chmod(0o644)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp.Name())
		return "", fmt.Errorf("gen: write %s: %w", name, err)
	}
	return tmp.Name(), nil
}

// vectorReport lists the vector loops, and why each other flat loop has none.
func vectorReport(out *emit.Output) string {
	var b strings.Builder
	for _, l := range out.Loops {
		b.WriteString(l.String())
		b.WriteString("\n")
	}
	for _, why := range out.NotVectorized {
		fmt.Fprintf(&b, "not vectorized: %s\n", why)
	}
	return b.String()
}

// WriteFiles writes every file atomically: each is written to a temporary file first, and the
// temporary files are renamed over their targets only once all of them are written, so a
// failed run leaves every old file as it was. A file with nil Data is removed when it exists
// and was generated by pygo.
func WriteFiles(files []File) error {
	var temps []string
	defer func() {
		for _, t := range temps {
			os.Remove(t) // no-op after a successful rename
		}
	}()
	for _, f := range files {
		if f.Data == nil {
			continue
		}
		t, err := writeTemp(f.Name, f.Data)
		if err != nil {
			return err
		}
		temps = append(temps, t)
	}
	i := 0
	for _, f := range files {
		if f.Data == nil {
			if old, err := os.ReadFile(f.Name); err == nil && generatedByPygo(old) {
				if err := os.Remove(f.Name); err != nil {
					return fmt.Errorf("gen: remove %s: %w", f.Name, err)
				}
			}
			continue
		}
		if err := os.Rename(temps[i], f.Name); err != nil {
			return fmt.Errorf("gen: write %s: %w", f.Name, err)
		}
		i++
	}
	return nil
}

// generatedByPygo reports whether data starts with pygo's generated-code comment.
func generatedByPygo(data []byte) bool {
	return bytes.HasPrefix(data, []byte("// Code generated by pygo"))
}

// StaleFiles is Stale for every file: the short diffs of those that differ, or "" when all
// are current. A file with nil Data is stale when it exists and was generated by pygo.
func StaleFiles(files []File) (string, error) {
	var b strings.Builder
	for _, f := range files {
		if f.Data == nil {
			if old, err := os.ReadFile(f.Name); err == nil && generatedByPygo(old) {
				fmt.Fprintf(&b, "%s is stale: pygo no longer generates it\n", f.Name)
			}
			continue
		}
		diff, err := Stale(f.Name, f.Data)
		if err != nil {
			return "", err
		}
		b.WriteString(diff)
	}
	return b.String(), nil
}

// Stale compares generated output with the file on disk and returns a short diff, or ""
// when they are identical.
func Stale(name string, want []byte) (string, error) {
	have, err := os.ReadFile(name)
	if errors.Is(err, os.ErrNotExist) {
		return fmt.Sprintf("%s does not exist", name), nil
	}
	if err != nil {
		return "", fmt.Errorf("gen: check %s: %w", name, err)
	}
	if bytes.Equal(have, want) {
		return "", nil
	}
	return shortDiff(name, have, want), nil
}

// shortDiff shows the first lines that differ.
func shortDiff(name string, have, want []byte) string {
	h := strings.Split(string(have), "\n")
	w := strings.Split(string(want), "\n")
	i := 0
	for i < len(h) && i < len(w) && h[i] == w[i] {
		i++
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s is stale: first difference at line %d\n", name, i+1)
	for j := i; j < i+5; j++ {
		if j < len(h) {
			fmt.Fprintf(&b, "-%s\n", h[j])
		}
	}
	for j := i; j < i+5; j++ {
		if j < len(w) {
			fmt.Fprintf(&b, "+%s\n", w[j])
		}
	}
	return b.String()
}

// WarningsAsErrors returns the warnings with severity Error, for -Werror.
func WarningsAsErrors(ws translate.Diagnostics) error {
	errs := make(translate.Diagnostics, len(ws))
	for i, w := range ws {
		w.Severity = translate.Error
		errs[i] = w
	}
	return errs
}

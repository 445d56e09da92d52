package gen

import (
	"bytes"
	"errors"
	"fmt"
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
	Py     string   // Python function name
	Go     string   // Go function name
	Params []string // pygo type of each parameter, e.g. "float64", "(int64, float64)"
	// ParamNames are the Python parameter names; Defaults holds each parameter's default
	// value expression, or nil.
	ParamNames []string
	Defaults   []translate.Expr
	Results    []string // pygo type of each Go result (a tuple result is split), without the error
	Raises     bool     // the Go function returns an error last
	Tuple      bool     // the Python function returns a tuple (split into Results)
}

// Result is the output of Translate.
type Result struct {
	Go      []byte  // the <name>_pygo.go file
	Entries []Entry // exported functions, in output order
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
	r := &Result{Go: out}
	for _, s := range p.Specs {
		if !s.Entry {
			continue
		}
		e := Entry{Py: s.Def.Name, Go: s.GoName, Raises: s.Raises}
		for _, t := range s.Params {
			e.Params = append(e.Params, t.String())
		}
		for _, p := range s.Def.Params {
			e.ParamNames = append(e.ParamNames, p.Name)
			e.Defaults = append(e.Defaults, p.Default)
		}
		if tt, ok := s.Result.(*typer.Tuple); ok {
			e.Tuple = true
			for _, t := range tt.Elems {
				e.Results = append(e.Results, t.String())
			}
		} else if _, none := s.Result.(typer.NoneType); !none {
			e.Results = append(e.Results, s.Result.String())
		}
		r.Entries = append(r.Entries, e)
	}
	return r, nil
}

// Render formats an error from Translate for a terminal: diagnostics with source lines and
// carets, anything else as it is.
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
// else the directory name made into an identifier.
func PackageName(dir string) string {
	if p := os.Getenv("GOPACKAGE"); p != "" {
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

// WriteFile writes data to name atomically: a temporary file in the same directory is
// renamed over the target, so a failed run never leaves a partial file.
func WriteFile(name string, data []byte) error {
	if fi, err := os.Stat(name); err == nil && !fi.Mode().IsRegular() {
		// Renaming over a device or a directory would replace it: refuse.
		return fmt.Errorf("gen: write %s: not a regular file", name)
	}
	dir := filepath.Dir(name)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(name)+".tmp*")
	if err != nil {
		return fmt.Errorf("gen: write %s: %w", name, err)
	}
	defer os.Remove(tmp.Name()) // no-op after a successful rename
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("gen: write %s: %w", name, err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return fmt.Errorf("gen: write %s: %w", name, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("gen: write %s: %w", name, err)
	}
	if err := os.Rename(tmp.Name(), name); err != nil {
		return fmt.Errorf("gen: write %s: %w", name, err)
	}
	return nil
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

package gen

import (
	"errors"
	"path/filepath"
	"strings"

	"github.com/pygo-lang/pygo/emit"
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file runs the stages for the inspection commands (pygo types, pygo html), which need
// the checked program and not only the generated files.

// checked is a module or package after the typer, with the emit configuration Translate or
// TranslatePackage would use for it.
type checked struct {
	prog  *typer.Program
	emit  emit.Config
	srcs  []Source
	lines [][]string // the lines of each source, by Pos.File
}

// check translates and type-checks the sources as TranslatePackage does, without emitting.
func check(srcs []Source, cfg Config) (ck *checked, err error) {
	if len(srcs) == 0 {
		return nil, errors.New("gen: no sources")
	}
	if cfg.Package == "" {
		return nil, errors.New("gen: no package name")
	}
	files := make([]string, len(srcs))
	for i, s := range srcs {
		files[i] = s.File
	}
	defer func() {
		if r := recover(); r != nil {
			ck, err = nil, translate.Recovered(files[0], translate.Pos{}, r)
		}
		if len(srcs) > 1 {
			err = placeDiagnostics(err, files)
			if ck != nil {
				ck.prog.Warnings = placeDiagnostics(ck.prog.Warnings, files).(translate.Diagnostics)
			}
		}
	}()
	ck = &checked{srcs: srcs}
	for _, s := range srcs {
		ck.lines = append(ck.lines, strings.Split(strings.ReplaceAll(string(s.Data), "\r\n", "\n"), "\n"))
	}
	var m *translate.Module
	if len(srcs) == 1 {
		m, err = translate.Translate(srcs[0].File, srcs[0].Data)
		if err != nil {
			return nil, err
		}
		ck.emit = emit.Config{Package: cfg.Package, Source: filepath.Base(srcs[0].File)}
	} else {
		var rels []string
		m, rels, err = linkPackage(srcs, files)
		if err != nil {
			return nil, err
		}
		ck.emit = emit.Config{Package: cfg.Package, Source: strings.Join(rels, ", "), Files: rels}
	}
	ck.prog, err = typer.Check(m, typer.Config{Sigs: cfg.Sigs, LazySigs: cfg.LazySigs})
	if err != nil {
		return nil, err
	}
	return ck, nil
}

// line returns line n (1-based) of the source file with index file, or "".
func (ck *checked) line(file, n int) string {
	if file < 0 || file >= len(ck.lines) || n < 1 || n > len(ck.lines[file]) {
		return ""
	}
	return strings.TrimRight(ck.lines[file][n-1], "\r")
}

// funcLines returns the first and last source lines of a function definition: its first
// decorator, and the last line indented under its def.
func (ck *checked) funcLines(d *translate.FuncDef) (first, last int) {
	first = d.Line
	for _, dec := range d.Decorators {
		first = min(first, dec.Line)
	}
	def := first
	for def < len(ck.lines[d.File]) && !strings.HasPrefix(strings.TrimSpace(ck.line(d.File, def)), "def ") {
		def++
	}
	indent := indentOf(ck.line(d.File, def))
	last = def
	open := strings.Count(ck.line(d.File, def), "(") - strings.Count(ck.line(d.File, def), ")")
	for n := def + 1; n <= len(ck.lines[d.File]); n++ {
		s := ck.line(d.File, n)
		t := strings.TrimSpace(s)
		if open > 0 { // the def's parameters go on
			open += strings.Count(s, "(") - strings.Count(s, ")")
			last = n
			continue
		}
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if indentOf(s) <= indent {
			break
		}
		last = n
	}
	return first, last
}

func indentOf(s string) int {
	n := 0
	for _, r := range s {
		switch r {
		case ' ':
			n++
		case '\t':
			n += 8 - n%8
		default:
			return n
		}
	}
	return n
}

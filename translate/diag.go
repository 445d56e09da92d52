package translate

import (
	"fmt"
	"sort"
	"strings"
)

// Severity ranks a Diagnostic.
type Severity int

// Severities, from least to most serious.
const (
	Warning Severity = iota
	Error
)

func (s Severity) String() string {
	if s == Warning {
		return "warning"
	}
	return "error"
}

// Diagnostic is one user-facing problem in a Python source file.
type Diagnostic struct {
	File     string
	Pos, End Pos // End is zero when only the start is known
	Severity Severity
	Code     string // stable identifier such as "unsupported-syntax"; tests match on it
	Msg      string // lowercase, no final period
	Hint     string // optional advice, one sentence
	// Source is the text of File when File is not the translated source file, such as the
	// argument of a -sig flag; Render quotes its lines instead of the file's. Empty otherwise.
	Source string
}

func (d Diagnostic) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s: %s", d.File, d.Pos.Line, d.Pos.Col, d.Severity, d.Msg)
}

// Diagnostics is a list of problems. Its Err method returns nil when it is empty.
type Diagnostics []Diagnostic

// Add appends a diagnostic of severity Error; an empty hint is the catalogue's for code.
func (ds *Diagnostics) Add(file string, pos Pos, code, hint, format string, args ...any) {
	*ds = append(*ds, Diagnostic{File: file, Pos: pos, Severity: Error, Code: code, Msg: fmt.Sprintf(format, args...), Hint: hintFor(code, hint)})
}

// Warn appends a diagnostic of severity Warning; an empty hint is the catalogue's for code.
func (ds *Diagnostics) Warn(file string, pos Pos, code, hint, format string, args ...any) {
	*ds = append(*ds, Diagnostic{File: file, Pos: pos, Severity: Warning, Code: code, Msg: fmt.Sprintf(format, args...), Hint: hintFor(code, hint)})
}

// Sort orders the diagnostics by file, line, column and code, and drops exact duplicates.
func (ds Diagnostics) Sort() Diagnostics {
	sort.SliceStable(ds, func(i, j int) bool {
		a, b := ds[i], ds[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Pos != b.Pos {
			return a.Pos.Before(b.Pos)
		}
		return a.Code < b.Code
	})
	out := ds[:0]
	for i, d := range ds {
		if i > 0 && d == ds[i-1] {
			continue
		}
		out = append(out, d)
	}
	return out
}

// HasErrors reports whether any diagnostic has severity Error.
func (ds Diagnostics) HasErrors() bool {
	for _, d := range ds {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// Err returns the sorted diagnostics as an error, or nil when there are no errors.
func (ds Diagnostics) Err() error {
	if !ds.HasErrors() {
		return nil
	}
	return ds.Sort()
}

func (ds Diagnostics) Error() string {
	if len(ds) == 0 {
		return "no errors"
	}
	if len(ds) == 1 {
		return ds[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", ds[0].Error(), len(ds)-1)
}

// Render formats every diagnostic as
//
//	file.py:line:col: error: message
//	    source line
//	    ^~~~
//	hint: advice
//
// using src for the quoted source lines, or a diagnostic's own Source when it has one.
func (ds Diagnostics) Render(src []byte) string {
	fileLines := strings.Split(string(src), "\n")
	return ds.render(func(string) []string { return fileLines })
}

// RenderFiles is Render for the diagnostics of several files (the modules of a package): each
// quotes the lines of its own file, srcs[d.File].
func (ds Diagnostics) RenderFiles(srcs map[string][]byte) string {
	split := map[string][]string{}
	return ds.render(func(file string) []string {
		if _, ok := split[file]; !ok {
			split[file] = strings.Split(string(srcs[file]), "\n")
		}
		return split[file]
	})
}

func (ds Diagnostics) render(fileLines func(file string) []string) string {
	var b strings.Builder
	for _, d := range ds.Sort() {
		b.WriteString(d.Error())
		b.WriteByte('\n')
		lines := fileLines(d.File)
		if d.Source != "" {
			lines = strings.Split(d.Source, "\n")
		}
		if d.Pos.Line >= 1 && d.Pos.Line <= len(lines) {
			line := strings.TrimRight(strings.ReplaceAll(lines[d.Pos.Line-1], "\t", " "), "\r")
			b.WriteString("    " + line + "\n")
			col := d.Pos.Col
			if col < 1 {
				col = 1
			}
			if col > len(line)+1 {
				col = len(line) + 1
			}
			width := 1
			if d.End.Line == d.Pos.Line && d.End.Col > d.Pos.Col {
				width = min(d.End.Col, len(line)+1) - col
			}
			b.WriteString("    " + strings.Repeat(" ", col-1) + "^" + strings.Repeat("~", max(width-1, 0)) + "\n")
		}
		if h := hintFor(d.Code, d.Hint); h != "" {
			b.WriteString("hint: " + h + "\n")
		}
	}
	return b.String()
}

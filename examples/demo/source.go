package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"os"
	"strings"
)

// pyFunc returns the source of the top-level Python function name in the file src, decorators
// included, and the line number of its first line.
func pyFunc(src []byte, name string) (string, int, error) {
	lines := strings.Split(string(src), "\n")
	def := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "def "+name+"(") {
			def = i
			break
		}
	}
	if def < 0 {
		return "", 0, fmt.Errorf("no function %s", name)
	}
	start := def
	for start > 0 && strings.HasPrefix(lines[start-1], "@") {
		start--
	}
	end := def + 1
	for end < len(lines) && (lines[end] == "" || strings.HasPrefix(lines[end], " ") || strings.HasPrefix(lines[end], "\t")) {
		end++
	}
	for end > def+1 && strings.TrimSpace(lines[end-1]) == "" {
		end--
	}
	return strings.Join(lines[start:end], "\n"), start + 1, nil
}

// goSignature returns the declaration, without body, of the function name in the Go file file, and
// the file's number of lines.
func goSignature(file, name string) (string, int, error) {
	src, err := os.ReadFile(file)
	if err != nil {
		return "", 0, err
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, src, parser.SkipObjectResolution)
	if err != nil {
		return "", 0, err
	}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv != nil || fd.Name.Name != name {
			continue
		}
		var b bytes.Buffer
		if err := printer.Fprint(&b, fset, &ast.FuncDecl{Name: fd.Name, Type: fd.Type}); err != nil {
			return "", 0, err
		}
		return b.String(), bytes.Count(src, []byte("\n")), nil
	}
	return "", 0, fmt.Errorf("%s: no function %s", file, name)
}

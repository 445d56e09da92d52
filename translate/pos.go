package translate

import "fmt"

// Pos is a 1-based position in a Python source file. The zero Pos means "unknown".
//
// File is the index of the source file among the modules of a linked package (see Link), 0
// for a module translated on its own; Line and Col are always those of that file.
type Pos struct {
	Line, Col int
	File      int
}

// At returns the receiver; IR nodes embed Pos, so n.At() gives any node's position.
func (p Pos) At() Pos { return p }

// IsValid reports whether p names a real source position.
func (p Pos) IsValid() bool { return p.Line > 0 }

func (p Pos) String() string { return fmt.Sprintf("%d:%d", p.Line, p.Col) }

// Before reports whether p comes strictly before q: in an earlier file of a package, or
// earlier in the same file.
func (p Pos) Before(q Pos) bool {
	if p.File != q.File {
		return p.File < q.File
	}
	return p.Line < q.Line || p.Line == q.Line && p.Col < q.Col
}

// posFromAST converts gpython's 1-based line and 0-based column into a Pos,
// shifted by base (the position at which the parsed text starts; zero for a whole file).
// It is the one place where gpython positions become pygo positions.
func posFromAST(line, colOffset int, base Pos) Pos {
	if base.Line == 0 {
		return Pos{Line: line, Col: colOffset + 1, File: base.File}
	}
	if line == 1 {
		return Pos{Line: base.Line, Col: base.Col + colOffset, File: base.File}
	}
	return Pos{Line: base.Line + line - 1, Col: colOffset + 1, File: base.File}
}

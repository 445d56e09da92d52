package translate

import (
	"github.com/go-python/gpython/ast"
)

// lookupAnnot returns the annotation recorded by modernize for the target at p.
func (s *sideTable) lookupAnnot(p Pos) (annotation, bool) {
	if s == nil || s.annots == nil {
		return annotation{}, false
	}
	a, ok := s.annots[p]
	return a, ok
}

// lookupFString returns the f-string that modernize replaced by the plain string at p.
func (s *sideTable) lookupFString(p Pos) (*fstring, bool) {
	if s == nil || s.fstrings == nil {
		return nil, false
	}
	f, ok := s.fstrings[p]
	return f, ok
}

// isMatmulBin reports whether the `*` of b was spelled `@` in the source: modernize
// recorded an `@` after the end of the left operand and before the right one.
func (l *lowerer) isMatmulBin(b *ast.BinOp) bool {
	return l.matmulBetween(lastPos(l, b.Left), l.pos(b.Right))
}

// isMatmulAug reports whether an augmented assignment was spelled `@=`.
func (l *lowerer) isMatmulAug(a *ast.AugAssign) bool {
	return a.Op == ast.Mult && l.matmulBetween(lastPos(l, a.Target), l.pos(a.Value))
}

func (l *lowerer) matmulBetween(after, before Pos) bool {
	if l.side == nil {
		return false
	}
	for q := range l.side.matmul {
		if after.Before(q) && q.Before(before) {
			return true
		}
	}
	return false
}

// lastPos returns the greatest start position of any node in the subtree of n:
// an approximation of where n ends, good enough to place an operator after it.
func lastPos(l *lowerer, n ast.Ast) Pos {
	last := l.pos(n)
	ast.Walk(n, func(c ast.Ast) bool {
		if p := l.pos(c); last.Before(p) {
			last = p
		}
		return true
	})
	return last
}

// identAt returns the Python identifier that starts at p in the original source.
func (l *lowerer) identAt(p Pos) string {
	if p.Line < 1 || p.Line > len(l.lines) {
		return ""
	}
	line := l.lines[p.Line-1]
	i := p.Col - 1
	j := i
	for j < len(line) && (line[j] == '_' || line[j] >= 'a' && line[j] <= 'z' || line[j] >= 'A' && line[j] <= 'Z' || line[j] >= '0' && line[j] <= '9' || line[j] >= 0x80) {
		j++
	}
	if i >= len(line) {
		return ""
	}
	return line[i:j]
}

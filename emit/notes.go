package emit

import (
	"fmt"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
)

// This file records what emit did with each statement, for pygo html: notes (a vector loop,
// a loop left scalar and why, a fused array expression, a parallel loop) at source positions,
// and, with Config.Marks, a marker comment before the Go of every statement that says which
// Python line it came from.

// Note says what emit did at a source position.
type Note struct {
	Pos  translate.Pos
	Kind string // NoteSIMD, NoteScalar, NoteFused or NoteParallel
	Text string // one sentence, lowercase
}

// Note kinds.
const (
	NoteSIMD     = "simd"     // a loop runs as vector assembly
	NoteScalar   = "scalar"   // a flat loop has no vector form: Text says why
	NoteFused    = "fused"    // an array expression is computed in one loop, without temporaries
	NoteParallel = "parallel" // a prange loop runs on goroutines
)

// MarkPrefix starts the marker comments Config.Marks adds: "// pygo:line FILE:LINE", FILE the
// index of the source file (Pos.File) and LINE its line.
const MarkPrefix = "// pygo:line "

// note records what happened at the statement being emitted, or at p when it is valid.
func (e *emitter) note(p translate.Pos, kind, format string, args ...any) {
	if !p.IsValid() {
		p = e.at
	}
	e.notes = append(e.notes, Note{Pos: p, Kind: kind, Text: fmt.Sprintf(format, args...)})
}

// mark prefixes the Go of a statement with its marker comment when Config.Marks is set.
func (e *emitter) mark(p translate.Pos, out []jen.Code) []jen.Code {
	if !e.marks || len(out) == 0 || !p.IsValid() {
		return out
	}
	return append([]jen.Code{jen.Comment(fmt.Sprintf("pygo:line %d:%d", p.File, p.Line))}, out...)
}

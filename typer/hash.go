package typer

import "github.com/pygo-lang/pygo/translate"

// hash(x) of a number, a bool, a str or a tuple of those is Python's hash as Numba 0.56
// computes it (numba/cpython/hashing.py): an int64, the value CPython gives (a str's under
// the process's PYTHONHASHSEED; generated code uses the key of PYTHONHASHSEED=0). A jitclass
// instance with __hash__ is handled before this, through the dunder registry.
func init() {
	builtinNames["hash"] = true
	builtinSigs["hash"] = builtinHash
}

// hashOK reports whether hash() of a value of type t is Python's hash: numbers (complex
// too), bools, strings and non-empty tuples of those.
func hashOK(t Type) bool {
	switch t := t.(type) {
	case *Basic:
		return true
	case StrType:
		return true
	case *Tuple:
		for _, e := range t.Elems {
			if !hashOK(e) {
				return false
			}
		}
		return len(t.Elems) > 0
	}
	return false
}

func builtinHash(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 1) {
		return nil
	}
	if d, ok := args[0].(*Datetime); ok {
		st.datetimeOp(e, "DatetimeHash", e.Args[:1], []Type{d}) // Numba: the count, -1 becoming -2
		return Int64
	}
	if !hashOK(args[0]) {
		st.c.errorf(e.Args[0].At(), "unhashable-key", "hash numbers, strings and tuples of them; a jitclass instance hashes through its __hash__ method",
			"cannot hash %s", describe(args[0]))
		return nil
	}
	return Int64
}

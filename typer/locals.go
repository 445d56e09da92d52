package typer

import (
	"go/constant"
	"sort"

	"github.com/pygo-lang/pygo/translate"
)

// This file gives the variables named in a decorator's locals= their declared types, as
// Numba's locals option does: @njit(locals={"acc": float32}) types acc as float32 in every
// specialization, each assignment converting its value (acc = 0.0 stores a float32 zero, and
// acc += x accumulates in float32).

// readLocals resolves the locals={name: type, ...} option of fe's decorator; problems are
// declaration diagnostics of fe.
func (c *checker) readLocals(fe *funcEntry, k *translate.Keyword) {
	// {"name": type, ...} or dict(name=type, ...), as (name, type) pairs.
	var names []string
	var types []translate.Expr
	var fn string // the called name: DictDisplay for {...}, "dict" for dict(...)
	call, isCall := k.Value.(*translate.Call)
	if isCall {
		if n, ok := call.Func.(*translate.Name); ok {
			fn = n.Id
		}
	}
	switch {
	case fn == translate.DictDisplay:
		for i := 0; i+1 < len(call.Args); i += 2 {
			name, ok := call.Args[i].(*translate.Const)
			if !ok || name.Kind != translate.StrConst {
				fe.declDiags.Add(c.file, call.Args[i].At(), "bad-option", "name the variable as a string", "the keys of locals must be variable names")
				return
			}
			names, types = append(names, constant.StringVal(name.Value)), append(types, call.Args[i+1])
		}
	case fn == "dict" && len(call.Args) == 0:
		for _, kw := range call.Keywords {
			names, types = append(names, kw.Name), append(types, kw.Value)
		}
	default:
		fe.declDiags.Add(c.file, k.Value.At(), "bad-option", "write the types as a dict: locals={\"acc\": numba.float32}", "locals must be a dict of variable names and types")
		return
	}
	r := typeResolver{mod: c.mod, classes: c.classes, namedTuples: c.namedTuples, strict: true}
	for i, name := range names {
		t, err := r.resolve(types[i])
		if err != nil {
			fe.declDiags.Add(c.file, errorAt(err, types[i]).At(), "bad-signature", "types are written as in Numba: float32, int64, float64[:]", "locals: %v", err)
			continue
		}
		if fe.locals == nil {
			fe.locals = map[string]Type{}
		}
		fe.locals[name] = t
	}
}

// localDecl is the type locals= declares for name in the specialization being typed, or nil
// when it declares none that applies: a name the body does not bind is ignored, as Numba
// ignores it, and a parameter keeps the type of its argument.
func (st *fnState) localDecl(name string) Type {
	if st.spec.fn == nil {
		return nil
	}
	d := st.spec.fn.locals[name]
	if d == nil || !st.info.Locals[name] {
		return nil
	}
	for _, p := range st.spec.Def.Params {
		if p.Name == name {
			return nil
		}
	}
	return d
}

// bindLocals declares the locals= variables of the specialization being typed.
func (st *fnState) bindLocals() {
	if st.spec.fn == nil {
		return
	}
	names := make([]string, 0, len(st.spec.fn.locals))
	for n := range st.spec.fn.locals {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if d := st.localDecl(n); d != nil {
			st.setVar(n, d, st.spec.Def.Pos)
		}
	}
}

// declaredLocal reports whether name is a locals= variable of the specialization being typed:
// its type stays the declared one, and a value of type t assigned to it at at is converted
// (numbers to numbers, as Numba casts them) or reported.
func (st *fnState) declaredLocal(name string, t Type, at translate.Pos) bool {
	if st.params {
		return false
	}
	d := st.localDecl(name)
	if d == nil {
		return false
	}
	s := st.spec
	if old, ok := s.vars[name]; !ok || old == nil {
		s.vars[name] = d
		s.varPos[name] = at
		st.changed = true
	}
	_, tb := t.(*Basic)
	_, db := d.(*Basic)
	if !Identical(t, d) && !(tb && db) {
		st.c.errorf(at, "type-mismatch", "assign a value of the declared type, or change the type in locals=", "variable %s is declared %s in locals=, not %s", name, d, t)
	}
	return true
}

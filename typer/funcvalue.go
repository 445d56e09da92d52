package typer

import "github.com/pygo-lang/pygo/translate"

// funcArg checks a function passed as an argument to a user function: as Numba's dispatcher
// types, each function is a type of its own, so the callee gets one specialization per
// function it is given, which calls that function directly (the Go argument is an empty
// struct). Only module-level compiled functions can be passed.
func (st *fnState) funcArg(a translate.Expr, f *FuncRef, callee string) bool {
	fe := f.Fn
	switch {
	case fe.parent != nil:
		st.c.errorf(a.At(), "unsupported-feature", "define the function at module level with @njit", "cannot pass the nested function %s to %s", fe.def.Name, callee)
		return false
	case fe.ufunc != nil || fe.gufunc != nil || fe.cuda != nil:
		st.c.errorf(a.At(), "unsupported-feature", "pass a plain @njit function", "cannot pass %s to %s: only @njit functions can be passed", fe.def.Name, callee)
		return false
	case fe.def.Generator:
		st.c.errorf(a.At(), "unsupported-feature", "pass a plain @njit function", "cannot pass the generator function %s to %s", fe.def.Name, callee)
		return false
	}
	return true
}

// hasFuncParam reports whether a specialization takes a function argument (it cannot be
// called from Go).
func hasFuncParam(sp *Spec) bool {
	for _, p := range sp.Params {
		if _, ok := p.(*FuncRef); ok {
			return true
		}
	}
	return false
}

// funcAlias checks `g = f` where f is a function: g then names f in calls and arguments, as
// long as every assignment to g gives the same function (a variable holding one of several
// functions has no single Numba type). Only a name of a function, or another alias, can be
// assigned.
func (st *fnState) funcAlias(tg *translate.Name, value translate.Expr) bool {
	if value == nil {
		st.c.errorf(tg.Pos, "unsupported-feature", "call each function in its own statement", "cannot bind %s to functions in a loop or unpacking", tg.Id)
		return false
	}
	if _, ok := value.(*translate.Name); !ok {
		st.c.errorf(value.At(), "unsupported-feature", "assign the function's name: g = f", "cannot store this function value in variable %s", tg.Id)
		return false
	}
	return true
}

package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Branch-free ifs: in
//
//	if s < best_d:
//	    best_d = s
//	    best = c
//
// the test depends on the data, and the CPU mispredicts it whenever the data do not follow a
// pattern. LLVM turns such an if into selects for Numba (SimplifyCFG speculates the cheap
// assignments); Go keeps the branch for floats. An if without else whose body assigns names
// or constants to scalar variables that exist already becomes
//
//	m := kernels.Mask(s < bestD)
//	bestD = kernels.SelectFloat64(m, s, bestD)
//	best = kernels.SelectInt(m, c, best)
//
// The test is evaluated once, as before, and the values are names and constants, which cost
// nothing to read and cannot raise; each select takes the new value's bits or keeps the old, in
// order, so the result is the branch's bit for bit (NaN tests are false and keep the old value).
// Only an if inside a loop is worth it: elsewhere its branch runs once.

// selectFuncs names the kernels select of each scalar kind a branch-free if assigns.
var selectFuncs = map[typer.Kind]string{
	typer.KFloat64: "SelectFloat64",
	typer.KFloat32: "SelectFloat32",
	typer.KInt8:    "SelectInt", typer.KInt16: "SelectInt", typer.KInt32: "SelectInt", typer.KInt64: "SelectInt",
	typer.KUint8: "SelectInt", typer.KUint16: "SelectInt", typer.KUint32: "SelectInt", typer.KUint64: "SelectInt",
}

// maxSelects bounds the assignments of a branch-free if: each costs its select whether the test
// holds or not.
const maxSelects = 3

// selectIf returns the branch-free form of s, or nil when s is not such an if in a loop.
func (fe *funcEmitter) selectIf(s *translate.If) []jen.Code {
	if len(fe.loops) == 0 || len(s.Else) > 0 || len(s.Body) == 0 || len(s.Body) > maxSelects {
		return nil
	}
	type sel struct {
		name  string
		fn    string
		value translate.Expr
		t     typer.Type
	}
	var sels []sel
	for _, st := range s.Body {
		a, ok := st.(*translate.Assign)
		if !ok || len(a.Targets) != 1 || fe.plan.defineAt[a] != nil {
			return nil
		}
		t, ok := a.Targets[0].(*translate.Name)
		if !ok || !fe.plan.read[t.Id] {
			return nil
		}
		if _, _, nonlocal := fe.nonlocal(t.Id); nonlocal {
			return nil
		}
		vt := fe.info.Vars[t.Id]
		b := basic(vt)
		if b == nil || basic(fe.typeOf(a.Value)) == nil {
			return nil
		}
		fn, ok := selectFuncs[b.Kind]
		if !ok || !fe.speculable(a.Value) {
			return nil
		}
		sels = append(sels, sel{name: fe.declare(t.Id), fn: fn, value: a.Value, t: vt})
	}
	m := fe.names.Take("mask")
	out := []jen.Code{jen.Id(m).Op(":=").Qual(kernelsPath, "Mask").Call(fe.truth(s.Test).c)}
	for _, x := range sels {
		out = append(out, jen.Id(x.name).Op("=").Qual(kernelsPath, x.fn).Call(jen.Id(m), fe.as(x.value, x.t, true), jen.Id(x.name)))
	}
	return out
}

// speculable reports whether e may be evaluated where the program would not: a local name or
// a constant.
func (fe *funcEmitter) speculable(e translate.Expr) bool {
	if _, ok := fe.info.Consts[e]; ok {
		return true
	}
	n, ok := e.(*translate.Name)
	if !ok {
		return false
	}
	_, _, nonlocal := fe.nonlocal(n.Id)
	return !nonlocal && fe.info.Vars[n.Id] != nil
}

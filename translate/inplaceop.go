package translate

import "fmt"

// InplaceOperators are the in-place functions of Python's operator module, each with the
// operator of the augmented assignment it performs: operator.iadd(a, b) is a += b, which
// changes an array or a list in place and returns it, and for a number returns a + b.
var InplaceOperators = map[string]Op{
	"iadd": Add, "isub": Sub, "imul": Mul, "itruediv": Div, "ifloordiv": FloorDiv, "imod": Mod,
	"ipow": Pow, "iand": BitAnd, "ior": BitOr, "ixor": BitXor, "ilshift": LShift, "irshift": RShift,
}

// InplaceOperatorName returns the name of the operator module function that call calls
// (operator.iadd, or iadd imported from operator), resolved through the module's imports;
// "" when the callee is something else.
func InplaceOperatorName(imports map[string]*Import, call *Call) string {
	var head, name string
	switch f := call.Func.(type) {
	case *Attribute:
		n, ok := f.X.(*Name)
		if !ok {
			return ""
		}
		im := imports[n.Id]
		if im == nil || im.Name != "" || im.Module != "operator" {
			return ""
		}
		head, name = n.Id, f.Name
	case *Name:
		im := imports[f.Id]
		if im == nil || im.Module != "operator" || im.Level != 0 {
			return ""
		}
		head, name = f.Id, im.Name
	}
	if _, ok := InplaceOperators[name]; !ok || head == "" {
		return ""
	}
	return name
}

// lowerInplaceCalls rewrites a statement whose value is an in-place operator function call,
// `r = operator.iadd(a, b)`, `return operator.iadd(a, b)` or `operator.iadd(a, b)`, into the
// augmented assignment Python performs on a temporary bound to the first operand:
//
//	_iop7_12 = a
//	_iop7_12 += b
//	r = _iop7_12
//
// The temporary aliases an array or a list, so a += b changes it in place (as a.__iadd__(b)
// does), and rebinds a number, whose result is a + b, leaving a itself unchanged. A call in
// any other position stays a call, which the typer accepts for numbers only.
func lowerInplaceCalls(m *Module) {
	if !importsOperator(m.Imports) {
		return
	}
	for _, f := range m.Funcs {
		lowerInplaceFunc(m.Imports, f)
	}
}

func importsOperator(imports map[string]*Import) bool {
	for _, im := range imports {
		if im.Module == "operator" {
			return true
		}
	}
	return false
}

func lowerInplaceFunc(imports map[string]*Import, f *FuncDef) {
	f.Body = lowerInplaceBlock(imports, f.Body)
}

func lowerInplaceBlock(imports map[string]*Import, ss []Stmt) []Stmt {
	if ss == nil {
		return nil
	}
	out := make([]Stmt, 0, len(ss))
	for _, s := range ss {
		switch s := s.(type) {
		case *If:
			s.Body, s.Else = lowerInplaceBlock(imports, s.Body), lowerInplaceBlock(imports, s.Else)
		case *While:
			s.Body, s.Else = lowerInplaceBlock(imports, s.Body), lowerInplaceBlock(imports, s.Else)
		case *For:
			s.Body, s.Else = lowerInplaceBlock(imports, s.Body), lowerInplaceBlock(imports, s.Else)
		case *Try:
			s.Body, s.Else, s.Finally = lowerInplaceBlock(imports, s.Body), lowerInplaceBlock(imports, s.Else), lowerInplaceBlock(imports, s.Finally)
			for _, h := range s.Handlers {
				h.Body = lowerInplaceBlock(imports, h.Body)
			}
		case *FuncStmt:
			lowerInplaceFunc(imports, s.Func)
		case *Assign:
			if pre, tmp := inplaceCall(imports, s.Value); pre != nil {
				s.Value = tmp
				out = append(out, pre...)
			}
		case *Return:
			if pre, tmp := inplaceCall(imports, s.Value); pre != nil {
				s.Value = tmp
				out = append(out, pre...)
			}
		case *ExprStmt:
			if pre, _ := inplaceCall(imports, s.X); pre != nil {
				out = append(out, pre...)
				continue
			}
		}
		out = append(out, s)
	}
	return out
}

// inplaceCall returns the statements that perform e, an in-place operator call, and the
// temporary that holds its result; nil when e is not such a call.
func inplaceCall(imports map[string]*Import, e Expr) ([]Stmt, Expr) {
	call, ok := e.(*Call)
	if !ok || len(call.Args) != 2 || len(call.Keywords) != 0 {
		return nil, nil
	}
	name := InplaceOperatorName(imports, call)
	if name == "" {
		return nil, nil
	}
	for _, a := range call.Args {
		if _, starred := a.(*Starred); starred {
			return nil, nil
		}
	}
	p := call.Pos
	tmp := fmt.Sprintf("_iop%d_%d", p.Line, p.Col)
	pre := []Stmt{
		&Assign{Pos: p, Targets: []Expr{&Name{Pos: p, Id: tmp}}, Value: call.Args[0]},
		&AugAssign{Pos: p, Target: &Name{Pos: p, Id: tmp}, Op: InplaceOperators[name], Value: call.Args[1]},
	}
	return pre, &Name{Pos: p, Id: tmp}
}

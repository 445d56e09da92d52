package translate

import "github.com/go-python/gpython/ast"

// enumBases are the enum module's classes that make a class statement define an enumeration.
var enumBases = map[string]bool{"Enum": true, "IntEnum": true, "Flag": true, "IntFlag": true}

// EnumDef is a module-level class deriving from enum.Enum, IntEnum, Flag or IntFlag.
type EnumDef struct {
	Pos
	Name string
	Base string // "Enum", "IntEnum", "Flag" or "IntFlag"
	// Members are the class body's `name = value` statements, in source order; a value that
	// repeats an earlier member's is an alias of that member (the typer decides).
	Members []*EnumMember
}

// EnumMember is one `name = value` statement of an enum class body.
type EnumMember struct {
	Pos
	Name  string
	Value Expr // as written; the typer requires a constant
}

// enumBase returns the enum base class a module-level class statement derives from
// (`class Color(enum.Enum)` or `class Shape(IntEnum)`), or "" when it derives from none.
func enumBase(s *ast.ClassDef) string {
	for _, b := range s.Bases {
		switch b := b.(type) {
		case *ast.Name:
			if enumBases[string(b.Id)] {
				return string(b.Id)
			}
		case *ast.Attribute:
			if x, ok := b.Value.(*ast.Name); ok && x.Id == "enum" && enumBases[string(b.Attr)] {
				return string(b.Attr)
			}
		}
	}
	return ""
}

// enumDef lowers an enum class statement: its members are the plain assignments of one
// name in its body (methods, docstrings and other statements define no members).
func (l *lowerer) enumDef(s *ast.ClassDef, base string) *EnumDef {
	d := &EnumDef{Pos: l.pos(s), Name: string(s.Name), Base: base}
	for _, st := range s.Body {
		a, ok := st.(*ast.Assign)
		if !ok || len(a.Targets) != 1 {
			continue
		}
		n, ok := a.Targets[0].(*ast.Name)
		if !ok || len(n.Id) > 1 && n.Id[0] == '_' && n.Id[len(n.Id)-1] == '_' {
			continue // _ignore_ and other sunder names are no members
		}
		d.Members = append(d.Members, &EnumMember{Pos: l.pos(a), Name: string(n.Id), Value: l.expr(a.Value)})
	}
	return d
}

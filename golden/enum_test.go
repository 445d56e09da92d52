package golden

import (
	"regexp"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Enum members as arguments and results. A call line may pass Color.red, a member of one of
// the module's enum.Enum or IntEnum classes; its -sig type is the class's name, which pygo
// spells Enum<int64>(Color) (Numba's name of the type) once typed, and its Go value is the
// generated package's constant Color_red. A result's repr is its Repr method's, Python's
// <Color.red: 1>, as the oracle writes it.

// enumTypeRE matches the type of an enum's members, Enum<int64>(Color) or IntEnum<int64>(Shape).
var enumTypeRE = regexp.MustCompile(`\b(?:Int)?Enum<(?:[^<>()]|\([^()]*\))*>\(([A-Za-z_][A-Za-z_0-9]*)\)`)

// enumClassOfType returns the class an enum member type names, or "".
func enumClassOfType(typ string) string {
	if m := enumTypeRE.FindStringSubmatch(typ); m != nil && m[0] == typ {
		return m[1]
	}
	return ""
}

// enumsAsClasses spells the enum member types in typ as their classes' names, as an
// argument's type spells them (Color, (Color, int64)).
func enumsAsClasses(typ string) string {
	return enumTypeRE.ReplaceAllString(typ, "$1")
}

// enumMember evaluates an argument Color.red: Class.member, where Class is no module that
// an argument may name (np).
func enumMember(e translate.Expr) (pyValue, bool) {
	a, ok := e.(*translate.Attribute)
	if !ok {
		return pyValue{}, false
	}
	x, ok := a.X.(*translate.Name)
	if !ok || x.Id == "np" || x.Id == "numpy" || x.Id == "math" {
		return pyValue{}, false
	}
	return pyValue{typ: x.Id, enum: a.Name}, true
}

// enumGoLiteral spells an enum member argument as the generated package's constant.
func enumGoLiteral(v pyValue) string {
	return namedPkg + typer.Exported(v.typ) + "_" + v.enum
}

// enumGoType spells an enum member type as Go, or "" when typ is none.
func enumGoType(typ string) string {
	if cl := enumClassOfType(typ); cl != "" {
		return namedPkg + typer.Exported(cl)
	}
	return ""
}

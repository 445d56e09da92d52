package translate

import "github.com/go-python/gpython/ast"

// enumBases are the enum module's classes that make a class statement define an enumeration.
var enumBases = map[string]bool{"Enum": true, "IntEnum": true, "Flag": true, "IntFlag": true}

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

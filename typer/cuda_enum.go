package typer

import "github.com/pygo-lang/pygo/translate"

// enumAttribute types the enum members a CUDA kernel uses, each a folded constant (Kind
// "value"): an IntEnum member (Shape.circle) is its integer value, and .value of a member
// of number type (Color.red.value) is that value. ok is false when e is neither.
func (t *cudaFuncTyper) enumAttribute(e *translate.Attribute) (Type, bool) {
	c := t.cc.c
	en, member, isMember := c.enumMemberExpr(e)
	if !isMember {
		if e.Name != "value" {
			return nil, false
		}
		if en, member, isMember = c.enumMemberExpr(e.X); !isMember {
			return nil, false
		}
	} else if !en.Int {
		return nil, false // a plain Enum member as a value: reported at the class's name
	}
	if en.err != "" {
		t.errorf(e.Pos, "unsupported-feature", "give the members as module-level constants (RED = 1) and use those", "class %s (%s) is %s", en.Name, c.lineOf(en.Pos, e.Pos), en.err)
		return nil, true
	}
	m := en.Member(member)
	if m == nil {
		t.errorf(e.Pos, "undefined-name", "", "enum class %s has no member %s", en.Name, member)
		return nil, true
	}
	b, ok := en.Value.(*Basic)
	if !ok || m.Value == nil {
		t.errorf(e.Pos, "unsupported-type", "", "%s.%s.value is a %s: CUDA kernels hold numbers only", en.Name, member, en.Value)
		return nil, true
	}
	t.f.Builtins[e] = &CUDABuiltin{Kind: "value", Value: m.Value, Type: b}
	return b, true
}

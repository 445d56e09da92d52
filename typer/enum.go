package typer

import (
	"go/constant"
	"go/token"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// Enum is the type of the members of an enum.Enum or enum.IntEnum class, Numba's
// EnumMember and IntEnumMember: the members' values are all of one type, and members with
// equal values are one member (Python's aliases). IntEnum members are also integers: used
// where a number is wanted (arithmetic, ordering, range, abs, hash, int16(m)) they stand for
// their value (Info.EnumValues).
type Enum struct {
	Name  string
	Pos   translate.Pos
	Int   bool // an IntEnum
	Value Type // the type of the values: *Basic, StrType or a *Tuple of *Basic
	// Members are the class's members in source order, aliases included.
	Members []*EnumMember
	// GoName is the Go type's name, set with the program's names.
	GoName string
	err    string // why compiled code cannot use the class, or ""
}

// EnumMember is one member name of an enum class.
type EnumMember struct {
	Name  string
	Value constant.Value   // a number, bool or string value; nil for a tuple
	Elems []constant.Value // a tuple value's items
	// Canonical is the member this name stands for: itself, or the earlier member with the
	// same value that it is an alias of.
	Canonical *EnumMember
	// Index is the canonical member's position among the class's canonical members.
	Index int
	// GoName is the Go constant's name, set with the program's names.
	GoName string
}

func (t *Enum) String() string {
	base := "Enum"
	if t.Int {
		base = "IntEnum"
	}
	return base + "<" + t.Value.String() + ">(" + t.Name + ")"
}
func (*Enum) typ() {}

// Member returns the member named name, or nil.
func (t *Enum) Member(name string) *EnumMember {
	for _, m := range t.Members {
		if m.Name == name {
			return m
		}
	}
	return nil
}

// Canonical returns the class's canonical members (no aliases), in source order.
func (t *Enum) Canonical() []*EnumMember {
	var out []*EnumMember
	for _, m := range t.Members {
		if m.Canonical == m {
			out = append(out, m)
		}
	}
	return out
}

// sameMemberValue reports whether two members' values are equal.
func sameMemberValue(a, b *EnumMember) bool {
	if a.Value != nil || b.Value != nil {
		return a.Value != nil && b.Value != nil && constant.Compare(a.Value, token.EQL, b.Value)
	}
	if len(a.Elems) != len(b.Elems) {
		return false
	}
	for i := range a.Elems {
		if !constant.Compare(a.Elems[i], token.EQL, b.Elems[i]) {
			return false
		}
	}
	return true
}

// collectEnums types the module's enum classes from their members' values.
func (c *checker) collectEnums() {
	c.enums = map[string]*Enum{}
	for _, name := range sortedKeys(c.mod.Enums) {
		d := c.mod.Enums[name]
		en := &Enum{Name: name, Pos: d.Pos, Int: d.Base == "IntEnum"}
		en.err = c.enumMembers(en, d)
		c.enums[name] = en
	}
}

// enumMembers reads the members of d into en; it returns why compiled code cannot use the
// class, or "".
func (c *checker) enumMembers(en *Enum, d *translate.EnumDef) string {
	if d.Base != "Enum" && d.Base != "IntEnum" {
		return "an enum." + d.Base + ": pygo compiles the members of enum.Enum and enum.IntEnum classes only"
	}
	if len(d.Members) == 0 {
		return "an enum." + d.Base + " without members"
	}
	for _, m := range d.Members {
		em := &EnumMember{Name: m.Name}
		var t Type
		if s, ok := strConst(m.Value); ok {
			t, em.Value = StrType{}, constant.MakeString(s)
		} else if b, bv := c.foldScalar(m.Value); bv != nil {
			t, em.Value = b, bv
		} else if tt, elems := c.foldTupleValue(m.Value); tt != nil && !en.Int {
			t, em.Elems = tt, elems
		} else {
			return "an enum." + d.Base + " whose member " + m.Name + " (line " + itoa(m.Line) + ") is not a number, bool or string constant or a tuple of numbers"
		}
		if en.Int && !isIntegerBasic(t) {
			return "an enum.IntEnum whose member " + m.Name + " (line " + itoa(m.Line) + ") is not an integer constant"
		}
		if en.Value == nil {
			en.Value = t
		} else if !Identical(en.Value, t) {
			return "an enum." + d.Base + " whose members' values have two types, " + en.Value.String() + " and " + t.String() + " (Numba cannot type a heterogeneous enum)"
		}
		em.Canonical, em.Index = em, len(en.Canonical())
		for _, prev := range en.Canonical() {
			if sameMemberValue(prev, em) {
				em.Canonical, em.Index = prev, prev.Index // an alias
				break
			}
		}
		en.Members = append(en.Members, em)
	}
	return ""
}

// foldTupleValue folds a tuple display of number constants (an enum member's value, as
// Planet's (3.303e+23, 2.4397e6)): its type and items, or nil.
func (c *checker) foldTupleValue(x translate.Expr) (*Tuple, []constant.Value) {
	lit, ok := x.(*translate.Tuple)
	if !ok || len(lit.Elts) == 0 {
		return nil, nil
	}
	t := &Tuple{}
	var elems []constant.Value
	for _, el := range lit.Elts {
		b, v := c.foldScalar(el)
		if v == nil {
			return nil, nil
		}
		t.Elems = append(t.Elems, b)
		elems = append(elems, v)
	}
	return t, elems
}

func isIntegerBasic(t Type) bool {
	b, ok := t.(*Basic)
	return ok && b.IsInteger()
}

// enumClassOf returns the enum class that x names (Color in Color.red or Color['red']), or
// nil when x is no such name or a variable shadows the class.
func (st *fnState) enumClassOf(x translate.Expr) *Enum {
	n, ok := x.(*translate.Name)
	if !ok || st.info.Locals[n.Id] {
		return nil
	}
	for p := st.spec.Parent; p != nil; p = p.Parent {
		if _, ok := p.vars[n.Id]; ok {
			return nil
		}
	}
	return st.c.enums[n.Id]
}

// enumMember types Color.red and Color['red'] (at is the whole expression): the member, a
// constant of the enum type.
func (st *fnState) enumMember(at translate.Expr, en *Enum, name string, namePos translate.Pos) Type {
	if en.err != "" {
		st.c.errorf(at.At(), "unsupported-feature", "give the members as module-level constants (RED = 1) and use those",
			"class %s (%s) is %s", en.Name, st.c.lineOf(en.Pos, at.At()), en.err)
		return nil
	}
	m := en.Member(name)
	if m == nil {
		st.c.errorf(namePos, "undefined-name", didYouMean(name, enumNames(en), "its members are "+strings.Join(enumNames(en), ", ")), "enum class %s has no member %s", en.Name, name)
		return nil
	}
	st.info.EnumMembers[at] = m
	if m.Value != nil {
		st.info.Consts[at] = m.Value
	}
	return en
}

func enumNames(en *Enum) []string {
	var out []string
	for _, m := range en.Members {
		out = append(out, m.Name)
	}
	return out
}

// enumClassRef reports a use of an enum class other than naming one of its members.
func (st *fnState) enumClassRef(e *translate.Name, en *Enum) {
	if en.err != "" {
		st.c.errorf(e.Pos, "unsupported-feature", "give the members as module-level constants (RED = 1) and use those",
			"class %s (%s) is %s", en.Name, st.c.lineOf(en.Pos, e.Pos), en.err)
		return
	}
	st.c.errorf(e.Pos, "unsupported-feature", "name a member (Color.red or Color['red']) and use its .value",
		"%s is an enum class: compiled code uses its members, not the class itself (Numba 0.56 does not call, iterate or take the len of an enum class)", en.Name)
}

// enumAttribute types an attribute of an enum member: .value, the member's value.
func (st *fnState) enumAttribute(e *translate.Attribute, en *Enum) Type {
	if e.Name != "value" {
		st.c.errorf(e.Pos, "unsupported-feature", "compare the member with the class's members (m is Color.red) instead",
			"enum member attribute .%s is not supported: Numba 0.56 gives an enum member only its .value", e.Name)
		return nil
	}
	if v, ok := st.info.Consts[e.X]; ok && st.info.EnumMembers[e.X] != nil {
		st.info.Consts[e] = v
	}
	return en.Value
}

// enumValue gives an IntEnum member used where a number is wanted its value: it records the
// conversion in Info.EnumValues and gives x the value's type. Other types are returned as
// they are.
func (st *fnState) enumValue(x translate.Expr, t Type) Type {
	en, ok := t.(*Enum)
	if !ok || !en.Int {
		return t
	}
	st.info.EnumValues[x] = en
	st.info.Types[x] = en.Value
	return en.Value
}

// enumCompare types one comparison of a Compare when an operand is an enum member. Members
// of one class compare with == and != (their values) and `is`; `is` between two classes is
// False. An IntEnum member otherwise compares as its value (handled false, its operand
// converted). t is nil after an error.
func (st *fnState) enumCompare(e *translate.Compare, op translate.Op, left, right translate.Expr, lt, rt Type) (t Type, handled bool) {
	le, lok := lt.(*Enum)
	re, rok := rt.(*Enum)
	if !lok && !rok {
		return nil, false
	}
	if lok && rok {
		switch op {
		case translate.Eq, translate.NotEq, translate.Is, translate.IsNot:
			if le == re {
				return Bool, true
			}
			if (op == translate.Is || op == translate.IsNot) && len(e.Ops) == 1 {
				st.info.Consts[e] = constant.MakeBool(op == translate.IsNot) // never one object
				return Bool, true
			}
		}
	}
	if op == translate.In || op == translate.NotIn {
		return nil, false // x in (Color.red, Color.blue): the tuple's items compare with ==
	}
	if lok && le.Int && (!rok || re.Int) && op != translate.Is && op != translate.IsNot {
		st.enumValue(left, lt)
		st.enumValue(right, rt)
		return nil, false
	}
	if rok && re.Int && !lok && op != translate.Is && op != translate.IsNot {
		st.enumValue(right, rt)
		return nil, false
	}
	st.c.errorf(e.Pos, "type-mismatch", "compare members of one enum class with ==, != or is, or compare their .value",
		"cannot compare %s %s %s: Numba 0.56 compares enum members only with members of the same class", lt, op, rt)
	return nil, true
}

// usedEnums lists the enum classes whose members the types of the program mention, in
// source order.
func (c *checker) usedEnums() []*Enum {
	return usedClasses(c, c.enums, func(en *Enum) translate.Pos { return en.Pos },
		func(t Type) (*Enum, bool) { en, ok := t.(*Enum); return en, ok })
}

func isEnum(t Type) bool { _, ok := t.(*Enum); return ok }

// enumIntArgs are the builtins whose IntEnum arguments stand for their values, as Numba's
// IntEnumMember converts to an integer for them (max, min, int and float do not take one).
var enumIntArgs = map[string]bool{"abs": true, "hash": true}

// enumIntegerOnly reports whether the operands of a binary operation or comparison, one of
// them an IntEnum member used as its value, meet at an integer type: Numba 0.56 converts an
// IntEnum member to integers only (m * 1.5 and m < 0.5 fail to compile there).
func (st *fnState) enumIntegerOnly(at translate.Pos, x, y translate.Expr, xt, yt Type) bool {
	for _, p := range [][2]translate.Expr{{x, y}, {y, x}} {
		en := st.info.EnumValues[p[0]]
		if en == nil {
			continue
		}
		other := xt
		if p[1] == y {
			other = yt
		}
		if b, ok := other.(*Basic); ok && (b.IsFloat() || b.IsComplex()) {
			st.c.errorf(at, "unsupported-feature", "take the member's .value, which is an int, and convert that (float(m.value))",
				"cannot use %s with %s: Numba 0.56 converts an IntEnum member to integer types only", en, other)
			return false
		}
	}
	return true
}

// enumCast gives an IntEnum member converted by a number class (int16(m)) its value when
// the class is an integer type, as Numba does; a conversion to another type is an error
// (nil).
func (st *fnState) enumCast(x translate.Expr, t, to Type) Type {
	en, ok := t.(*Enum)
	if !ok || !en.Int {
		return t
	}
	if !isIntegerBasic(to) {
		st.c.errorf(x.At(), "unsupported-feature", "convert the member's .value instead", "cannot convert %s to %s: Numba 0.56 converts an IntEnum member to integer types only", en, to)
		return nil
	}
	return st.enumValue(x, t)
}

// enumNumberBuiltins are the builtins that Numba 0.56 does not apply to enum members,
// IntEnum members included (their typing templates take numbers, not IntEnumMember).
var enumNumberBuiltins = map[string]bool{"int": true, "float": true, "bool": true, "str": true, "max": true, "min": true, "round": true, "complex": true}

// enumArgsOK reports an enum member passed to one of enumNumberBuiltins.
func (st *fnState) enumArgsOK(e *translate.Call, path string, args []Type) bool {
	if !enumNumberBuiltins[path] {
		return true
	}
	for i, t := range args {
		if en, ok := t.(*Enum); ok {
			st.c.errorf(e.Args[i].At(), "unsupported-feature", "pass the member's .value",
				"%s() of an enum member (%s) is not supported: Numba 0.56 has no %s() of an enum member", path, en, path)
			return false
		}
	}
	return true
}

// enumShape gives the IntEnum members of a tuple display in a shape argument
// (np.zeros((m, m))) their values, as Numba converts them to the integers a shape holds
// (Numba 0.56 takes no member as a shape of its own: np.ones(m) is an error).
func (st *fnState) enumShape(x translate.Expr, t Type) Type {
	tt, ok := t.(*Tuple)
	lit, isLit := x.(*translate.Tuple)
	if !ok || !isLit || len(lit.Elts) != len(tt.Elems) || tt.Class != nil {
		return t
	}
	out := &Tuple{Elems: make([]Type, len(tt.Elems))}
	changed := false
	for i, el := range tt.Elems {
		out.Elems[i] = st.enumValue(lit.Elts[i], el)
		changed = changed || out.Elems[i] != el
	}
	if !changed {
		return t
	}
	st.info.Types[x] = out
	return out
}

// enumMemberExpr reports whether x, a module-level value, names a member of one of the
// module's enum classes (Color.red or Color['red']), and which.
func (c *checker) enumMemberExpr(x translate.Expr) (*Enum, string, bool) {
	switch x := x.(type) {
	case *translate.Attribute:
		if n, ok := x.X.(*translate.Name); ok && c.enums[n.Id] != nil {
			return c.enums[n.Id], x.Name, true
		}
	case *translate.Subscript:
		if n, ok := x.X.(*translate.Name); ok && c.enums[n.Id] != nil {
			if name, ok := strConst(x.Index); ok {
				return c.enums[n.Id], name, true
			}
		}
	}
	return nil, "", false
}

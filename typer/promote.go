package typer

// This file holds Numba's scalar typing rules, checked against Numba 0.56:
//   - arithmetic on integers (and bools) widens to int64, or to uint64 when both are unsigned;
//   - mixing integers with floats or complex numbers follows NumPy's promote_types;
//   - unifying the types a variable takes on different paths follows promote_types, so an
//     int32 and an int32 stay int32 while int64 and uint64 become float64.

// promote returns NumPy's promote_types(a, b) for two scalar types.
func promote(a, b *Basic) *Basic {
	if a == b {
		return a
	}
	if a.Kind > b.Kind {
		a, b = b, a
	}
	switch {
	case a.IsBool():
		return b
	case b.IsInteger(): // both integers
		if a.IsSigned() == b.IsSigned() {
			if a.Bits() >= b.Bits() {
				return a
			}
			return b
		}
		s, u := a, b
		if a.IsUnsigned() {
			s, u = b, a
		}
		if s.Bits() > u.Bits() {
			return s
		}
		switch u.Bits() {
		case 8:
			return Int16
		case 16:
			return Int32
		case 32:
			return Int64
		}
		return Float64
	case a.IsInteger(): // integer with float or complex
		small := a.Bits() <= 16
		switch b.Kind {
		case KFloat32:
			if small {
				return Float32
			}
			return Float64
		case KComplex64:
			if small {
				return Complex64
			}
			return Complex128
		}
		return b
	case a.Kind == KFloat32 && b.Kind == KComplex64:
		return Complex64
	case a.Kind == KFloat64 && b.Kind == KComplex64:
		return Complex128
	}
	return b
}

// arith returns the result type of + - * // % ** on two scalars, as Numba types it.
func arith(a, b *Basic) *Basic {
	if isIntLike(a) && isIntLike(b) {
		if a.IsUnsigned() && b.IsUnsigned() {
			return Uint64
		}
		return Int64
	}
	return promote(a, b)
}

// isIntLike reports whether b is an integer or bool.
func isIntLike(b *Basic) bool { return b.IsInteger() || b.IsBool() }

// trueDiv returns the result type of a / b.
func trueDiv(a, b *Basic) *Basic {
	if isIntLike(a) && isIntLike(b) {
		return Float64
	}
	return promote(a, b)
}

// power returns the result type of a ** b; a float base keeps its type for an integer exponent.
func power(a, b *Basic) *Basic {
	if a.IsFloat() && isIntLike(b) {
		return a
	}
	return arith(a, b)
}

// bitwise returns the result type of & | ^ (nil when undefined).
func bitwise(a, b *Basic) *Basic {
	if a.IsBool() && b.IsBool() {
		return Bool
	}
	if !isIntLike(a) || !isIntLike(b) {
		return nil
	}
	return arith(a, b)
}

// shift returns the result type of << and >>: the widened type of the left operand.
func shift(a, b *Basic) *Basic {
	if !isIntLike(a) || !isIntLike(b) {
		return nil
	}
	if a.IsUnsigned() {
		return Uint64
	}
	return Int64
}

// widen returns the type of -x and ~x for an integer x: int64 or uint64.
func widen(a *Basic) *Basic {
	if a.IsUnsigned() {
		return Uint64
	}
	if a.IsInteger() || a.IsBool() {
		return Int64
	}
	return a
}

// unify returns the type a variable gets when it holds a on one path and b on another,
// or nil when the types cannot be unified.
func unify(a, b Type) Type {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	if Identical(a, b) {
		return a
	}
	if u, ok := unifyOptional(a, b); ok {
		return u
	}
	if u, ok := unifyFuncs(a, b); ok {
		return u
	}
	switch a := a.(type) {
	case *Basic:
		if b, ok := b.(*Basic); ok {
			return promote(a, b)
		}
	case *Array:
		if b, ok := b.(*Array); ok {
			return unifyArrays(a, b)
		}
	case *List:
		if b, ok := b.(*List); ok {
			return unifyLists(a, b)
		}
	case *Set:
		if b, ok := b.(*Set); ok {
			switch {
			case a.Elem == nil:
				return b
			case b.Elem == nil, Identical(a.Elem, b.Elem):
				return a
			}
			if u := unify(a.Elem, b.Elem); u != nil && setElemOK(u) {
				return &Set{Elem: u} // Numba's Set.unify
			}
		}
	case *LitDict:
		if b, ok := b.(*LitDict); ok {
			return unifyLitDicts(a, b)
		}
	case *LitList:
		if b, ok := b.(*LitList); ok {
			return unifyLitLists(a, b)
		}
	case *Dict:
		if b, ok := b.(*Dict); ok {
			switch {
			case a.Key == nil:
				return b
			case b.Key == nil:
				return a
			}
		}
	case *Tuple:
		if b, ok := b.(*Tuple); ok && len(a.Elems) == len(b.Elems) && a.Class == b.Class {
			t := &Tuple{Elems: make([]Type, len(a.Elems)), Class: a.Class}
			for i := range a.Elems {
				if t.Elems[i] = unify(a.Elems[i], b.Elems[i]); t.Elems[i] == nil {
					return nil
				}
			}
			return t
		}
	}
	return nil
}

// canConvert reports whether a value of type from may be passed where to is expected
// (an argument to a typed parameter, a returned value): any scalar to any scalar except
// complex to real, as Numba's dispatcher does for explicit signatures.
func canConvert(from, to Type) bool {
	if Identical(from, to) {
		return true
	}
	if t, ok := to.(*Optional); ok {
		// None, a value of the optional's type, or another optional of one (a list item of
		// list(OptionalType(int64)) is stored a number or None).
		if f, ok := from.(*Optional); ok {
			from = f.Elem
		}
		return isNoneType(from) || canConvert(from, t.Elem)
	}
	switch f := from.(type) {
	case *Array:
		t, ok := to.(*Array)
		return ok && t.Dtype == f.Dtype && t.Ndim == f.Ndim && (t.Layout == LayoutA || t.Layout == f.Layout)
	case *Basic:
		t, ok := to.(*Basic)
		return ok && (!f.IsComplex() || t.IsComplex())
	case *Tuple:
		t, ok := to.(*Tuple)
		if !ok || len(t.Elems) != len(f.Elems) || t.Class != f.Class {
			return false
		}
		for i := range f.Elems {
			if !canConvert(f.Elems[i], t.Elems[i]) {
				return false
			}
		}
		return true
	}
	return false
}

// Promote returns NumPy's promote_types(a, b): the type two scalars are compared in.
func Promote(a, b *Basic) *Basic { return promote(a, b) }

// unaryType is the type of -x and +x: the operand's own type (so -int8 wraps in 8 bits, as in
// Numba), except that a bool becomes int64.
func unaryType(b *Basic) *Basic {
	if b.IsBool() {
		return Int64
	}
	return b
}

package typer

import "github.com/pygo-lang/pygo/translate"

// This file types module-level aliases of types, as Numba reads them from the module's
// globals: `key_t = types.UniTuple(types.int64, 2)` or `DTYPE = np.float32`, then
// Dict.empty(key_type=key_t, ...), np.zeros(n, dtype=DTYPE) or @njit(float_array(float_array)).

// typeGlobal returns the type a module-level global that is not a constant names, or nil
// when it names none.
func (c *checker) typeGlobal(name string) Type {
	if t, ok := c.globalTypes[name]; ok {
		return t
	}
	var t Type
	if g := c.badGlob[name]; g != nil {
		r := typeResolver{mod: c.mod, classes: c.classes, namedTuples: c.namedTuples, strict: true}
		if rt, err := r.resolve(g.Value); err == nil {
			t = rt
		}
	}
	c.globalTypes[name] = t
	return t
}

// globalType resolves, inside a type expression, a name bound at module level to a type
// expression; ok is false when name is not such a global. Aliases of aliases resolve while
// the chain is short (a global defined through itself fails).
func (r typeResolver) globalType(name string) (t Type, ok bool, err error) {
	var g *translate.Global
	for _, x := range r.mod.Globals {
		if x.Name == name {
			g = x // the last binding, as Python leaves it
		}
	}
	if g == nil || r.depth > 8 {
		return nil, false, nil
	}
	inner := r
	inner.depth++
	t, err = inner.resolve(g.Value)
	return t, true, err
}

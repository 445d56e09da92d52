package translate

import (
	"slices"
	"testing"
)

// TestUnrollLoops checks the statements a literal_unroll loop expands to: the tuple bound
// once, then per member the loop variable's own name and a copy of the body; a plain loop
// for N < 0; other functions shared.
func TestUnrollLoops(t *testing.T) {
	src := "def f(t, x_lu1_0):\n    s = 0\n    for x in literal_unroll(t):\n        s += x\n    else:\n        s += 1\n    return s\n" +
		"def g(l):\n    for y in literal_unroll(l):\n        pass\n"
	m, err := Translate("t.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	loopF := m.Funcs[0].Body[1].(*For)
	loopG := m.Funcs[1].Body[0].(*For)
	u := UnrollLoops(m, map[*FuncDef][]Unroll{m.Funcs[0]: {{Loop: loopF, N: 2}}, m.Funcs[1]: {{Loop: loopG, N: -1}}})
	var names []string
	for _, s := range u.Funcs[0].Body {
		switch s := s.(type) {
		case *Assign:
			names = append(names, s.Targets[0].(*Name).Id)
		case *AugAssign:
			if n, ok := s.Value.(*Name); ok {
				names = append(names, "+="+n.Id)
			} else {
				names = append(names, "+=const")
			}
		}
	}
	// x_lu1_0 is a parameter: the first copy's variable takes the next free name.
	want := []string{"s", "_lu1", "x_lu1_0_", "+=x_lu1_0_", "x_lu1_1", "+=x_lu1_1"}
	if want = append(want, "+=const"); !slices.Equal(names, want) {
		t.Errorf("f binds %v, want %v", names, want)
	}
	if _, ok := u.Funcs[0].Body[len(u.Funcs[0].Body)-1].(*Return); !ok {
		t.Error("f does not end with its return")
	}
	plain := u.Funcs[1].Body[0].(*For)
	if n, ok := plain.Iter.(*Name); !ok || n.Id != "l" {
		t.Errorf("g's loop iterates %#v, want l", plain.Iter)
	}
	if m.Funcs[0].Body[1] != loopF {
		t.Error("the module was changed")
	}
}

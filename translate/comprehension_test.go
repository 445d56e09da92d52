package translate

import (
	"reflect"
	"testing"
)

// hasBadExpr reports whether v holds a *BadExpr anywhere.
func hasBadExpr(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return false
		}
		if _, ok := v.Interface().(*BadExpr); ok {
			return true
		}
		return hasBadExpr(v.Elem())
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() && hasBadExpr(v.Field(i)) {
				return true
			}
		}
	case reflect.Slice:
		for i := range v.Len() {
			if hasBadExpr(v.Index(i)) {
				return true
			}
		}
	}
	return false
}

// TestListComp checks where comprehensions are hoisted and that their loop variables get
// names of their own.
func TestListComp(t *testing.T) {
	for _, tt := range []struct {
		name, body string
		bad        bool     // the comprehension stays a BadExpr
		names      []string // names the function body binds, in order
	}{
		{"assign", "y = [x * 2 for x in xs]", false, []string{"_comp1", "_comp1_x", "y"}},
		{"return", "return [x for x in xs if x]", false, []string{"_comp1", "_comp1_x"}},
		{"nested", "y = [[x + z for z in xs] for x in xs]", false, []string{"_comp1", "_comp1_x", "y"}},
		{"two fors", "y = [(a, b) for a in xs for b in xs]", false, []string{"_comp1", "_comp1_a", "y"}},
		{"while test", "while len([x for x in xs]) > 0:\n        pass", false, nil},
		{"conditional", "y = [x for x in xs] if xs else xs", true, []string{"y"}},
		{"or", "y = xs or [x for x in xs]", true, []string{"y"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := "def f(xs):\n    " + tt.body + "\n"
			m, err := Translate("t.py", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			body := m.Funcs[0].Body
			var bad bool
			var names []string
			for _, s := range body {
				switch s := s.(type) {
				case *Assign:
					for _, tg := range s.Targets {
						for _, n := range BoundNames(tg) {
							names = append(names, n.Id)
						}
					}
				case *For:
					for _, n := range BoundNames(s.Target) {
						names = append(names, n.Id)
					}
				}
			}
			bad = hasBadExpr(reflect.ValueOf(body))
			if bad != tt.bad {
				t.Errorf("BadExpr = %v, want %v", bad, tt.bad)
			}
			if len(names) != len(tt.names) {
				t.Fatalf("binds %v, want %v", names, tt.names)
			}
			for i := range names {
				if names[i] != tt.names[i] {
					t.Errorf("binds %v, want %v", names, tt.names)
				}
			}
		})
	}
}

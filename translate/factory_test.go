package translate

import "testing"

// TestFactoryShapes checks which module-level calls become instances of a closure factory:
// only a factory whose body defines one decorated function and returns it, called with values
// that can be frozen; every other global stays a global (and no input panics).
func TestFactoryShapes(t *testing.T) {
	const factory = "def make(k, b=1.0):\n    @njit\n    def f(x):\n        return x * k + b\n    return f\n"
	cases := []struct {
		src      string
		instance bool
	}{
		{factory + "g = make(2)\n", true},
		{factory + "g = make(k=-2.5, b=3)\n", true},
		{factory + "g = make((1, 2))\n", true},
		{factory + "N = 3\ng = make(N)\n", true},
		{factory + "g = make()\n", false},        // k has no value
		{factory + "g = make(1, 2, 3)\n", false}, // too many arguments
		{factory + "g = make(1, c=2)\n", false},  // no such parameter
		{factory + "g = make(1, k=2)\n", false},  // k given twice
		{factory + "g = make(len(x))\n", false},  // not a constant
		{"def make(k):\n    @njit\n    def f(x):\n        return x\n    ()\ng = make(1)\n", false},
		{"def make(k):\n    def f(x):\n        return x\n    return f\ng = make(1)\n", false}, // f not compiled
		{"def make(k):\n    @njit\n    def f(x):\n        return x\n    return k\ng = make(1)\n", false},
		{"@njit\ndef make(k):\n    @njit\n    def f(x):\n        return x\n    return f\ng = make(1)\n", false},
	}
	for _, c := range cases {
		m, err := Translate("f.py", []byte(c.src))
		if err != nil {
			t.Fatalf("%q: %v", c.src, err)
		}
		var made *FuncDef
		for _, f := range m.Funcs {
			if f.Name == "g" {
				made = f
			}
		}
		var global bool
		for _, g := range m.Globals {
			global = global || g.Name == "g"
		}
		if (made != nil) != c.instance || global == c.instance {
			t.Errorf("%q: instance %v, global %v; want instance %v", c.src, made != nil, global, c.instance)
		}
		if made != nil && (made.Nested || len(made.Body) < 2) {
			t.Errorf("%q: instance is nested or lacks its bindings: %+v", c.src, made)
		}
	}
}

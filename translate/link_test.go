package translate

import (
	"strings"
	"testing"
)

// link translates and links modules given as "name=source" of package pkg, in order.
func link(t *testing.T, mods ...string) *Module {
	t.Helper()
	var ms []*Module
	var names []string
	for i, m := range mods {
		name, src, _ := strings.Cut(m, "=")
		file := "pkg/" + strings.ReplaceAll(strings.TrimPrefix(name, "pkg."), ".", "/") + ".py"
		if name == "pkg" {
			file = "pkg/__init__.py"
		}
		mod, err := TranslateAt(file, []byte(src), i)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		ms = append(ms, mod)
		names = append(names, name)
	}
	out, err := Link(ms, names, "pkg")
	if err != nil {
		t.Fatalf("link: %v", err)
	}
	return out
}

func funcNames(m *Module) string {
	var names []string
	for _, f := range m.Funcs {
		names = append(names, f.Name)
	}
	return strings.Join(names, " ")
}

func TestLinkNames(t *testing.T) {
	m := link(t,
		"pkg.a=def helper(x):\n    return x\n",
		"pkg.b=def helper(x):\n    return x\n\ndef only_b(x):\n    return x\n",
		"pkg.c=def a_helper(x):\n    return x\n",
		"pkg=def helper(x):\n    return x\n",
	)
	// helper is defined thrice: each definition gets its module's prefix (the package name for
	// __init__.py); a_helper is taken by c, so a's gets an underscore.
	if got, want := funcNames(m), "a_helper_ b_helper only_b a_helper pkg_helper"; got != want {
		t.Errorf("names = %q, want %q", got, want)
	}
	if got := m.Package.Qualified["b.helper"]; got != "b_helper" {
		t.Errorf("Qualified[b.helper] = %q", got)
	}
	if got := strings.Join(m.Package.Ambiguous["helper"], " "); got != "pkg.a.helper pkg.b.helper pkg.helper" {
		t.Errorf("Ambiguous[helper] = %q", got)
	}
	if o := m.Package.Origin["pkg_helper"]; o.File != 3 || o.Name != "helper" {
		t.Errorf("Origin[pkg_helper] = %+v", o)
	}
}

func TestLinkGlobalsOrder(t *testing.T) {
	// a's constant reads b's, so b's comes first, as Python's import of b runs before a's body.
	m := link(t,
		"pkg.a=from .b import N\nM = N + 1\nK = M * 2\n",
		"pkg.b=N = 2\n",
	)
	var got []string
	for _, g := range m.Globals {
		got = append(got, g.Name)
	}
	if strings.Join(got, " ") != "N M K" {
		t.Errorf("globals in order %v, want N M K", got)
	}
	if m.Globals[1].At().File != 0 || m.Globals[0].At().File != 1 {
		t.Errorf("positions do not name their files: %v, %v", m.Globals[0].At(), m.Globals[1].At())
	}
}

func TestLinkRewritesOnlyModuleNames(t *testing.T) {
	m := link(t,
		"pkg.a=from .b import f as g\nimport pkg.b as bm\n\ndef h(x, bm):\n    def inner(g):\n        return g + bm\n    return g(x) + inner(x)\n",
		"pkg.b=def f(x):\n    return x\n",
	)
	var names []string
	WalkNames(m.Funcs[0].Body, func(n *Name) { names = append(names, n.Id) })
	// g(x) is b's f; the parameters g of inner and bm of h stay themselves.
	if got, want := strings.Join(names, " "), "g bm f x inner x"; got != want {
		t.Errorf("names in h: %q, want %q", got, want)
	}
}

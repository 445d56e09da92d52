package typer

import "testing"

// enumSrc defines the enum classes of TestEnumSignatures and TestEnumSignatureErrors.
const enumSrc = `from enum import Enum, IntEnum, Flag


class Color(Enum):
    red = 1
    green = 2
    crimson = 1


class Shape(IntEnum):
    circle = 2


class Planet(Enum):
    EARTH = (5.976e+24, 6.37814e6)


class Tag(Enum):
    a = "x"


class Mixed(Enum):
    a = 1
    b = 2.5


class Perm(Flag):
    R = 4


def f(x):
    return x
`

// TestEnumSignatures checks the enum member types -sig accepts: the class's name, or the type
// as Numba prints it.
func TestEnumSignatures(t *testing.T) {
	for _, tt := range []struct{ sig, want string }{
		{"f(Color)", "f(x Enum<int64>(Color))"},
		{"f(Enum<int64>(Color))", "f(x Enum<int64>(Color))"},
		{"f(IntEnum<int64>(Shape))", "f(x IntEnum<int64>(Shape))"},
		{"f(Planet)", "f(x Enum<(float64, float64)>(Planet))"},
		{"f(Enum<(float64, float64)>(Planet))", "f(x Enum<(float64, float64)>(Planet))"},
		{"f(Tag)", "f(x Enum<unicode_type>(Tag))"},
		{"f(UniTuple(Color, 2))", "f(x (Enum<int64>(Color), Enum<int64>(Color)))"},
	} {
		t.Run(tt.sig, func(t *testing.T) {
			p, err := checkSrc(t, enumSrc, tt.sig)
			if err != nil {
				t.Fatal(err)
			}
			if got := specText(p.Specs[0]); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

// TestEnumSignatureErrors checks that classes pygo does not compile are rejected in signatures.
func TestEnumSignatureErrors(t *testing.T) {
	for _, sig := range []string{"f(Mixed)", "f(Perm)"} {
		t.Run(sig, func(t *testing.T) {
			if _, err := checkSrc(t, enumSrc, sig); err == nil {
				t.Fatal("no error")
			}
		})
	}
}

// TestEnumAliases checks that a member whose value repeats an earlier member's stands for it.
func TestEnumAliases(t *testing.T) {
	p, err := checkSrc(t, enumSrc+"\n\ndef g():\n    return Color.crimson\n", "g()")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Enums) != 1 {
		t.Fatalf("%d enums used, want 1", len(p.Enums))
	}
	en := p.Enums[0]
	red, crimson := en.Member("red"), en.Member("crimson")
	if crimson.Canonical != red || crimson.Index != red.Index || len(en.Canonical()) != 2 {
		t.Errorf("crimson stands for %s (index %d), want red (index %d); %d canonical members", crimson.Canonical.Name, crimson.Index, red.Index, len(en.Canonical()))
	}
}

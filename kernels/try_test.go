package kernels

import (
	"errors"
	"testing"
)

func TestTry(t *testing.T) {
	for _, tt := range []struct {
		name  string
		body  func() int
		exit  int
		class string
	}{
		{"normal", func() int { return 0 }, 0, ""},
		{"exit code", func() int { return 2 }, 2, ""},
		{"raise", func() int { panic(&ValueError{Msg: "x"}) }, 0, "ValueError"},
		{"wrapped", func() int { panic(errors.Join(&KeyError{Msg: "k"})) }, 0, "KeyError"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			exit, exc := Try(tt.body)
			if exit != tt.exit {
				t.Errorf("exit = %d, want %d", exit, tt.exit)
			}
			got := ""
			if exc != nil {
				got = exc.PyClass()
			}
			if got != tt.class {
				t.Errorf("exception %q, want %q", got, tt.class)
			}
		})
	}
}

func TestTryPassesOtherPanics(t *testing.T) {
	defer func() {
		if r := recover(); r != "boom" {
			t.Errorf("recovered %v, want boom", r)
		}
	}()
	Try(func() int { panic("boom") })
	t.Error("Try returned")
}

func TestAsClass(t *testing.T) {
	var le *LookupError
	if !AsClass(&le, "IndexError", "m") || le.Msg != "m" {
		t.Errorf("AsClass(**LookupError, IndexError) = %v", le)
	}
	var ve *ValueError
	if AsClass(&ve, "IndexError", "m") {
		t.Error("an IndexError is not a ValueError")
	}
}

func TestExcStr(t *testing.T) {
	for _, tt := range []struct {
		name string
		exc  PyException
		want string
	}{
		{"message", &ValueError{Msg: "bad value"}, "bad value"},
		{"no message", &ZeroDivisionError{}, ""},
		{"base class", &Exception{Msg: "e"}, "e"},
		{"lookup", &KeyError{Msg: "'k'"}, "'k'"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := ExcStr(tt.exc); got != tt.want {
				t.Errorf("ExcStr = %q, want %q", got, tt.want)
			}
		})
	}
}

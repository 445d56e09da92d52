package kernels

import (
	"errors"
	"fmt"
	"runtime"
	"testing"
)

func TestExceptionError(t *testing.T) {
	for _, tt := range []struct {
		err  PyException
		want string
	}{
		{&ValueError{Msg: "bad value"}, "ValueError: bad value"},
		{&ValueError{}, "ValueError"},
		{&ZeroDivisionError{Msg: "division by zero"}, "ZeroDivisionError: division by zero"},
		{&UnboundLocalError{Msg: "x"}, "UnboundLocalError: x"},
		{&StopIteration{}, "StopIteration"},
	} {
		t.Run(tt.want, func(t *testing.T) {
			if got := tt.err.Error(); got != tt.want {
				t.Errorf("Error() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestNewException(t *testing.T) {
	for _, class := range []string{
		"Exception", "ArithmeticError", "ZeroDivisionError", "OverflowError", "ValueError", "TypeError", "IndexError",
		"KeyError", "AssertionError", "RuntimeError", "NotImplementedError", "LookupError", "StopIteration",
		"FloatingPointError", "MemoryError", "SystemError", "UnboundLocalError", "NameError",
	} {
		t.Run(class, func(t *testing.T) {
			e := NewException(class, "m")
			if e.PyClass() != class {
				t.Errorf("PyClass() = %q, want %q", e.PyClass(), class)
			}
			if e.Error() != class+": m" {
				t.Errorf("Error() = %q", e.Error())
			}
			var base *Exception
			if !errors.As(e, &base) || base.Msg != "m" {
				t.Errorf("errors.As(%T, *Exception) failed", e)
			}
		})
	}
	t.Run("unknown", func(t *testing.T) {
		e := NewException("MyError", "boom")
		if e.PyClass() != "Exception" || e.Error() != "Exception: MyError: boom" {
			t.Errorf("got %s %q", e.PyClass(), e.Error())
		}
		if e := NewException("MyError", ""); e.Error() != "Exception: MyError" {
			t.Errorf("got %q", e.Error())
		}
	})
}

func TestExceptionHierarchy(t *testing.T) {
	type check struct {
		name string
		as   func(error) bool
	}
	isArith := check{"ArithmeticError", func(err error) bool { return errors.As(err, new(*ArithmeticError)) }}
	isLookup := check{"LookupError", func(err error) bool { return errors.As(err, new(*LookupError)) }}
	isRuntime := check{"RuntimeError", func(err error) bool { return errors.As(err, new(*RuntimeError)) }}
	isName := check{"NameError", func(err error) bool { return errors.As(err, new(*NameError)) }}
	isValue := check{"ValueError", func(err error) bool { return errors.As(err, new(*ValueError)) }}
	for _, tt := range []struct {
		err      error
		yes, not []check
	}{
		{&ZeroDivisionError{}, []check{isArith}, []check{isLookup, isValue}},
		{&OverflowError{}, []check{isArith}, []check{isLookup}},
		{&FloatingPointError{}, []check{isArith}, []check{isRuntime}},
		{&IndexError{}, []check{isLookup}, []check{isArith}},
		{&KeyError{}, []check{isLookup}, []check{isValue}},
		{&NotImplementedError{}, []check{isRuntime}, []check{isLookup}},
		{&UnboundLocalError{}, []check{isName}, []check{isRuntime}},
		{&ArithmeticError{}, []check{isArith}, []check{isLookup}},
		{&Exception{}, nil, []check{isArith, isLookup, isValue}},
		{fmt.Errorf("wrapped: %w", &IndexError{Msg: "i"}), []check{isLookup}, []check{isArith}},
	} {
		t.Run(fmt.Sprintf("%T", tt.err), func(t *testing.T) {
			for _, c := range tt.yes {
				if !c.as(tt.err) {
					t.Errorf("errors.As(%v, *%s) = false, want true", tt.err, c.name)
				}
			}
			for _, c := range tt.not {
				if c.as(tt.err) {
					t.Errorf("errors.As(%v, *%s) = true, want false", tt.err, c.name)
				}
			}
		})
	}
	t.Run("base_keeps_message", func(t *testing.T) {
		var a *ArithmeticError
		if !errors.As(&ZeroDivisionError{Msg: "z"}, &a) || a.Msg != "z" {
			t.Errorf("got %v", a)
		}
	})
	t.Run("concrete_class_via_interface", func(t *testing.T) {
		var pe PyException
		if !errors.As(fmt.Errorf("ctx: %w", &KeyError{Msg: "k"}), &pe) || pe.PyClass() != "KeyError" {
			t.Errorf("got %v", pe)
		}
	})
}

func raising(v any) (err error) {
	defer Catch(&err)
	panic(v)
}

func TestCatch(t *testing.T) {
	for _, tt := range []struct {
		name string
		v    any
		want string
	}{
		{"exception", &IndexError{Msg: "index out of range"}, "IndexError: index out of range"},
		{"wrapped", fmt.Errorf("call f: %w", &ValueError{Msg: "v"}), "call f: ValueError: v"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := errText(raising(tt.v)); got != tt.want {
				t.Errorf("err = %q, want %q", got, tt.want)
			}
		})
	}
	t.Run("no_panic", func(t *testing.T) {
		f := func() (err error) {
			defer Catch(&err)
			return nil
		}
		if err := f(); err != nil {
			t.Errorf("err = %v", err)
		}
	})
	for _, tt := range []struct {
		name string
		v    any
	}{
		{"string", "internal bug"},
		{"plain_error", errors.New("not a Python exception")},
		{"int", 42},
	} {
		t.Run("repanics_"+tt.name, func(t *testing.T) {
			defer func() {
				if r := recover(); r != tt.v {
					t.Errorf("recovered %v, want %v", r, tt.v)
				}
			}()
			_ = raising(tt.v)
			t.Error("Catch swallowed the panic")
		})
	}
	t.Run("repanics_runtime_error", func(t *testing.T) {
		defer func() {
			if _, ok := recover().(runtime.Error); !ok {
				t.Error("runtime error not re-panicked")
			}
		}()
		f := func(s []int, i int) (n int, err error) {
			defer Catch(&err)
			return s[i], nil
		}
		_, _ = f(nil, 3)
		t.Error("Catch swallowed the panic")
	})
}

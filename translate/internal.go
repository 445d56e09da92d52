package translate

import (
	"fmt"
	"path"
	"runtime"
	"strings"
)

// CodeInternal is the Code of a diagnostic that reports a bug in pygo rather than a problem
// in the input: a stage panicked or broke one of its invariants. Tests and fuzzers fail on it.
const CodeInternal = "internal-error"

// internalHint asks the user to report the bug.
const internalHint = "this is a bug in pygo: please report it at https://github.com/pygo-lang/pygo/issues with the input file"

// InternalError returns the diagnostic for an internal error found while translating pos, or
// at line 1 when pos is unknown.
func InternalError(file string, pos Pos, format string, args ...any) Diagnostic {
	if !pos.IsValid() {
		pos = Pos{Line: 1, Col: 1}
	}
	return Diagnostic{File: file, Pos: pos, Severity: Error, Code: CodeInternal,
		Msg: "internal error: " + fmt.Sprintf(format, args...), Hint: internalHint}
}

// Recovered turns the value of a recovered panic into Diagnostics holding one internal error
// at pos. It must be called by the deferred function that called recover, so that it can name
// the place of the panic.
func Recovered(file string, pos Pos, r any) Diagnostics {
	msg := fmt.Sprint(r)
	if where := panicSite(); where != "" {
		msg += " (at " + where + ")"
	}
	return Diagnostics{InternalError(file, pos, "%s", msg)}
}

// panicSite names the function and source line that panicked, as package/file.go:line,
// from the stack of a deferred call during panicking.
func panicSite() string {
	pcs := make([]uintptr, 64)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(1, pcs)])
	panicking := false
	for {
		f, more := frames.Next()
		switch {
		case f.Function == "runtime.gopanic":
			panicking = true
		case panicking && !strings.HasPrefix(f.Function, "runtime."):
			return path.Base(path.Dir(f.File)) + "/" + path.Base(f.File) + fmt.Sprintf(":%d", f.Line)
		}
		if !more {
			return ""
		}
	}
}

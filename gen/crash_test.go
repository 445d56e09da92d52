package gen_test

import (
	"os"
	"runtime/debug"
)

// The go command discards a fuzzing worker's output, so a fatal error in one (a runtime crash
// no recover sees: a stack overflow, an allocation past memory) shows only as "fuzzing process
// hung or terminated unexpectedly", and its input may not reproduce it alone. With
// PYGO_CRASH_OUTPUT=FILE set (make fuzz sets it), the runtime appends such a crash's report to
// FILE as well.
func init() {
	p := os.Getenv("PYGO_CRASH_OUTPUT")
	if p == "" {
		return
	}
	f, err := os.OpenFile(p, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return
	}
	defer f.Close() // SetCrashOutput keeps a duplicate of the descriptor
	debug.SetCrashOutput(f, debug.CrashOptions{})
}

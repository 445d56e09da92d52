package typer

// unsupportedBuiltin says why a Python builtin that Numba compiles is not translated, and what to
// write instead.
type unsupportedBuiltin struct{ why, hint string }

// unsupportedBuiltins are builtins that compiled code cannot use although Numba knows their
// type (Numba 0.56 compiles them only as arguments, or not at all): a use is an
// unsupported-feature diagnostic with the reason, rather than "name ... is not defined".
var unsupportedBuiltins = map[string]unsupportedBuiltin{
	"bytearray": {
		why:  "bytearray cannot be built in compiled code (Numba 0.56 takes one only as an argument, and pygo not yet)",
		hint: "use a bytes literal (b\"...\") or an array: np.zeros(n, np.uint8)",
	},
	"memoryview": {
		why:  "memoryview cannot be built in compiled code (Numba 0.56 takes one only as an argument, and pygo not yet)",
		hint: "use a bytes literal (b\"...\") or an array: np.frombuffer(b, np.uint8)",
	},
}

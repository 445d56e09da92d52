package typer

// unsupportedBuiltin says why a Python builtin that Numba compiles is not translated, and what to
// write instead.
type unsupportedBuiltin struct{ why, hint string }

// unsupportedBuiltins are builtins Numba 0.56 compiles and pygo does not: a use is an
// unsupported-feature diagnostic with the reason, rather than "name ... is not defined".
var unsupportedBuiltins = map[string]unsupportedBuiltin{}

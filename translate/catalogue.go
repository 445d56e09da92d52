package translate

// This file is the catalogue of diagnostic codes: every Code a stage reports has an entry,
// whose hint is given to the diagnostics of that code that come without a more precise one,
// so that every error and warning says what to write instead. A test in gen checks that each
// code the stages use is here.

// codeHints maps each diagnostic code to its default hint.
var codeHints = map[string]string{
	"bad-call":                  "call the function with the arguments its documentation lists (see docs/numpy.md for NumPy functions)",
	"bad-dtype":                 "use a NumPy dtype pygo supports: bool_, the int and uint types, float32, float64, complex64 or complex128",
	"bad-index":                 "index arrays with integers, slices, or one integer or boolean array",
	"bad-layout":                "write the layout as Numba does: float64[:] (any), float64[::1] (C) or float64[::1, :] (F)",
	"bad-option":                "remove the option, or give it a value Numba accepts (see the README's list of decorator options)",
	"bad-signature":             "write signatures as Numba does: \"float64(float64[:], int64)\"",
	"bad-value":                 "use a value in the range the function accepts",
	"gufunc-returns":            "write the results into the output arguments instead of returning them",
	"gufunc-writes-input":       "write only to the output arguments that the layout string lists after ->",
	"import-error":              "import only names the module defines",
	"index-error":               "keep constant indices within the tuple's length",
	"key-error":                 "index a literal dict with one of its constant keys",
	CodeInternal:                internalHint,
	"kernel-returns-value":      "write results into an array argument: CUDA kernels return nothing",
	"mixed-key-types":           "give every key of a dict one type",
	"mixed-value-types":         "give every value of a dict one type",
	"no-signature":              "give the function an eager signature (@njit(\"float64(float64)\")), annotations, or -sig 'f(float64)'",
	"non-constant-shape":        "give the shape as a constant or a tuple of module-level constants",
	"not-callable":              "call a function, a method or a type, not a value",
	"numba-signature":           "write the signature Numba accepts, such as Omitted(1) for a parameter with a default",
	"mixed-item-types":          "give every item one type: convert them explicitly (float(x), str(x))",
	"parallel-dependence":       "make each iteration write only its own elements, or loop with range instead of prange",
	"parallel-race":             "make each iteration write only its own elements, or loop with range instead of prange",
	"parallel-serial":           "decorate the function with @njit(parallel=True), or loop with range",
	"parallel-reorder":          "compile with fastmath=True to accept the reordering, or loop with range for a serial sum",
	"recursion-needs-signature": "give the function an eager signature with a result type, such as @njit(\"int64(int64)\")",
	"strided-copy":              "pass a contiguous array (np.ascontiguousarray once, outside the loop), or index with unit steps",
	"syntax-error":              "fix the Python syntax: the file must run under Python and Numba as it is",
	"too-much-shared-memory":    "use a smaller cuda.shared.array; a block has 48 KiB of shared memory",
	"type-mismatch":             "convert explicitly (int(x), float(x), np.float32(x)) or give both values one type",
	"undefined-name":            "assign the variable first, or import or define the name at module level",
	"unhashable-key":            "use a number, a string or a tuple of them as the key",
	"unknown-attribute":         "see the README and docs/numpy.md for the functions, methods and attributes pygo supports",
	"unsupported-feature":       "rewrite it with the constructs the README lists as supported; `pygo types` shows what pygo inferred",
	"unsupported-syntax":        "rewrite it in the Python that Numba compiles; the README lists what pygo accepts",
	"unsupported-type":          "use numbers, arrays, tuples, lists, dicts or strings",
	"wrong-arg-count":           "pass the arguments the function takes (see its definition, or docs/numpy.md for NumPy functions)",
	"untranslated-module":       "pass the module's .py file to pygo too, so that pygo translates it with this one",
}

// hintFor returns hint, or the catalogue's hint for code when hint is empty.
func hintFor(code, hint string) string {
	if hint == "" {
		return codeHints[code]
	}
	return hint
}

// CodeHint returns the catalogue's hint for a diagnostic code, and whether the code is in
// the catalogue.
func CodeHint(code string) (string, bool) {
	h, ok := codeHints[code]
	return h, ok
}

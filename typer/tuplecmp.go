package typer

import "github.com/pygo-lang/pygo/translate"

// tuplesOrdered reports whether two tuples can be compared with < <= > >=: Python compares
// them item by item (the first unequal pair decides, then the lengths), so the items at each
// position must be real numbers or tuples ordered the same way.
func tuplesOrdered(a, b *Tuple) bool {
	for i := range min(len(a.Elems), len(b.Elems)) {
		if !comparable(a.Elems[i], b.Elems[i], translate.Lt) {
			return false
		}
	}
	return true
}

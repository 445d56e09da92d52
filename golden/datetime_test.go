package golden

import (
	"fmt"
	"strings"
)

// datetimeGoType returns the Go type of a datetime64 or timedelta64 type as Numba names it
// (datetime64[D], timedelta64[] for the generic unit), as emit spells it.
func datetimeGoType(typ string) (string, bool) {
	for _, k := range []struct{ prefix, goType string }{{"datetime64[", "kernels.Datetime64"}, {"timedelta64[", "kernels.Timedelta64"}} {
		if strings.HasPrefix(typ, k.prefix) && strings.HasSuffix(typ, "]") {
			return k.goType, true
		}
	}
	return "", false
}

// datetimeLiteral spells a datetime64 or timedelta64 argument the oracle recorded (its count of
// units, or NaT) for a parameter of type typ, which must be the argument's own type: Numba
// converts no units at a call.
func datetimeLiteral(rec *recArray, typ string) (string, error) {
	if typ != rec.Type || len(rec.Data) != 1 {
		return "", fmt.Errorf("%s argument for a %s parameter", rec.Type, typ)
	}
	g, _ := datetimeGoType(typ)
	if rec.Data[0] == "NaT" {
		return g + "(kernels.NaT)", nil
	}
	return g + "(" + rec.Data[0] + ")", nil
}

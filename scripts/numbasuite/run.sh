#!/bin/bash
# run.sh OUTDIR MODULE...: extract cases from Numba's test modules, record Numba's results
# with golden/oracle.py, and run them through pygo with TestGolden (PYGO_GOLDEN_ROOT), then
# classify every call (scripts/numbasuite/classify.py). Long: not part of make test.
set -u
PYTHON=${PYTHON:-/usr/bin/python3}
GO=${GO:-go}
out=$1; shift
mkdir -p "$out"
$PYTHON scripts/numbasuite/extract.py "$out" "$@"
for d in "$out"/*/; do
	# A case the oracle cannot record (Numba fails, or the result has no record form) is excluded.
	timeout -s USR1 60 $PYTHON golden/oracle.py "$d" >"$d/oracle.log" 2>&1 || touch "$d/excluded"
	[ -f "$d/excluded" ] && mkdir -p "$out.excluded" && mv "$d" "$out.excluded/"
done
PYGO_GOLDEN_ROOT=$(cd "$out" && pwd) $GO test -count=1 -timeout 120m -json ./golden -run 'TestGolden' -update >"$out.json" 2>&1
$PYTHON scripts/numbasuite/classify.py "$out" "$out.json"

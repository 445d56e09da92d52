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
# One oracle run records every case (its case servers run many cases each); a case it cannot
# record (Numba fails, the result has no record form, or it runs past 240 s: on a loaded
# machine a case server ran past 60 s on calls Numba answers in 5 s) has no want.jsonl
# afterwards and is excluded. The oracle's messages, per case, are in $out.oracle.log.
$PYTHON golden/oracle.py --timeout 240 "$out"/*/ 2>"$out.oracle.log" >/dev/null
for d in "$out"/*/; do
	[ -f "$d/want.jsonl" ] || { mkdir -p "$out.excluded" && mv "$d" "$out.excluded/"; }
done
PYGO_GOLDEN_ROOT=$(cd "$out" && pwd) $GO test -count=1 -timeout 120m -json ./golden -run 'TestGolden' -update >"$out.json" 2>&1
$PYTHON scripts/numbasuite/classify.py "$out" "$out.json"

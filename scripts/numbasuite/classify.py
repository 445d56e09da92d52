#!/usr/bin/python3
"""Classify the numbasuite cases from `go test -json` output of TestGolden.

Usage: /usr/bin/python3 scripts/numbasuite/classify.py OUTDIR OUTDIR.json

Per case: pass, reject (pygo diagnostic), wrong (result differs), nocompile
(the generated Go does not type-check), crash (pygo panic), excluded (the
oracle could not record it: OUTDIR.excluded/).  Prints per-module counts and
writes OUTDIR.calls.tsv (case, class, first line of the diagnostic or diff).
"""
import collections
import json
import os
import sys


def main():
    outdir, js = sys.argv[1], sys.argv[2]
    text = collections.defaultdict(list)
    status = {}
    for line in open(js):
        try:
            ev = json.loads(line)
        except ValueError:
            continue
        test = ev.get("Test", "")
        if not test.startswith("TestGolden"):
            continue
        name = test[len("TestGolden/"):] if test != "TestGolden" else ""
        if ev.get("Action") == "output":
            text[name].append(ev["Output"])
        elif ev.get("Action") in ("pass", "fail"):
            status[name] = ev["Action"]
    rows = []
    for case in sorted(os.listdir(outdir)):
        if not os.path.isdir(os.path.join(outdir, case)):
            continue
        out = "".join(text.get(case, [])) + "".join(text.get(case + "/run", []))
        lines = [l.strip() for l in out.split("\n")]
        first = next((l for l in lines if "error:" in l or "panic" in l), "") or next(
            (l for l in lines if "_test.go:" in l and "results for" not in l), "")
        vet = next((l for l in text.get("", []) if (" " + case + ": go vet") in l), "")
        if vet:
            cls, first = "nocompile", vet.strip()
        elif "panic" in out:
            cls = "crash"
        elif status.get(case) == "fail" and "does not type-check" in out:
            cls = "nocompile"
        elif status.get(case) == "fail":
            cls = "reject"
        elif status.get(case + "/run") == "fail":
            cls = "wrong"
        elif status.get(case + "/run") == "pass":
            cls = "pass"
        else:
            cls = "crash"  # no result: the run program itself failed
        rows.append((case, cls, first))
    exdir = outdir.rstrip("/") + ".excluded"
    if os.path.isdir(exdir):
        rows += [(c, "excluded", "") for c in sorted(os.listdir(exdir))]
    classes = ["pass", "reject", "wrong", "nocompile", "crash", "excluded"]
    counts = collections.defaultdict(collections.Counter)
    for case, cls, _ in rows:
        counts[case.split("__")[0]][cls] += 1
    print("| module | calls | " + " | ".join(classes) + " |")
    print("|---|---|" + "---|" * len(classes))
    for mod in sorted(counts):
        c = counts[mod]
        print("| %s | %d | %s |" % (mod, sum(c.values()), " | ".join(str(c[k]) for k in classes)))
    with open(outdir.rstrip("/") + ".calls.tsv", "w") as f:
        for r in rows:
            f.write("\t".join(r) + "\n")


if __name__ == "__main__":
    main()

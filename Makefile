# pygo: translate Numba-style Python into Go.
#
#   make demo    build pygo, regenerate the examples, and show each one run in Go and under Numba
#   make test    every test: unit, golden (compiled, run and compared with Numba), fuzz corpus, race
#
PYTHON ?= /usr/bin/python3
GO     ?= go

.PHONY: all build demo generate test gotest unit nvrtc freshmodule golden oracle oracle-check fuzz race lint bench bench-quick bench-examples stream check clean numbasuite

all: build

build:
	$(GO) build -o bin/pygo ./cmd/pygo

generate:
	$(GO) generate ./...

# demo shows each example's Python function, its generated Go, and one call in Go and under Numba.
demo: build
	$(GO) generate -x ./examples/...
	$(GO) run ./examples/demo -python $(PYTHON)

# test re-derives the Numba results, so committed data cannot drift from the oracle, beside
# the Go steps (gotest). The oracle's check is two Python processes compiling with Numba, about
# two thirds of the CPU time; the Go steps leave a core idle in their serial stretches (links,
# one-package tests), which the check fills, so on two cores the two take about as long
# together as their CPU time. Their output interleaves line by line as it comes.
# The fuzz targets replay their seed corpus and every committed finding (gen/testdata/fuzz) as
# part of unit; live fuzzing (make fuzz) finds new inputs and is run by developers, not by CI,
# so that a landing never depends on what a random search happens to hit that day.
test:
	$(MAKE) -j2 oracle-check gotest

# gotest is every Go step of test, one after another.
gotest:
	$(MAKE) lint && $(MAKE) unit && $(MAKE) race && $(MAKE) freshmodule

# unit runs every package's tests, then the examples and the run-time library again under the
# purego tag, which leaves out every generated assembly file.
unit:
	$(GO) test -count=1 -timeout 30m ./...
	$(GO) test -count=1 -tags purego ./kernels ./examples/...

# nvrtc compiles the CUDA C of every golden case and example to PTX for sm_70, sm_80 and sm_90 with
# NVRTC (no GPU needed), runs pygo -ptx with NVRTC, and vets the code behind the cuda build tag.
# scripts/nvrtc.sh installs NVRTC into ~/.cache/pygo-cuda once (from Debian's non-free CUDA 11.8)
# and prints the cgo flags.
nvrtc:
	eval "$$(bash scripts/nvrtc.sh)" && $(GO) build -tags cuda ./... && $(GO) vet -tags cuda ./golden ./kernels/... ./examples/cuda ./cmd/pygo-nvrtc ./internal/nvrtcc && \
		$(GO) test -count=1 -tags cuda -run TestNVRTC -v ./golden && \
		$(GO) build -tags cuda -o bin/pygo-nvrtc ./cmd/pygo-nvrtc && \
		PYGO_NVRTC=$(CURDIR)/bin/pygo-nvrtc $(GO) test -count=1 -run TestPTXFlag -v ./cmd/pygo

# freshmodule follows the README's steps for using pygo in another module, in a temporary folder.
freshmodule:
	GO=$(GO) bash scripts/freshmodule.sh

golden:
	$(GO) test -count=1 ./golden -update

# numbasuite runs the calls of Numba's own test modules through pygo and classifies each one
# (scripts/numbasuite/README.md). Long, and not part of test: make numbasuite MODULES='test_lists test_sets'
MODULES ?= test_mathlib
NUMBASUITE_OUT ?= /tmp/pygo-numbasuite/cases
numbasuite:
	rm -rf $(NUMBASUITE_OUT) $(NUMBASUITE_OUT).excluded
	PYTHON=$(PYTHON) GO=$(GO) bash scripts/numbasuite/run.sh $(NUMBASUITE_OUT) $(MODULES)

oracle:
	$(PYTHON) golden/oracle.py

# oracle-check re-derives every result on this machine's OpenBLAS kernels, and in the same
# run the BLAS-dependent ones again on other kernels (Prescott's plain SSE3, or Haswell's
# where OpenBLAS already runs Prescott's): they must agree within the tolerance golden/doc.go
# states, whatever the CPU.
oracle-check:
	$(PYTHON) golden/oracle.py --check --blas-coretype other

FUZZTIME ?= 60s
# A fuzzing worker's fatal error (one no recover sees) is written to fuzz-crash.log (gen/crash_test.go).
fuzz:
	PYGO_CRASH_OUTPUT=$(CURDIR)/fuzz-crash.log $(GO) test -run '^$$' -fuzz FuzzTranslate -fuzztime $(FUZZTIME) ./gen
	PYGO_CRASH_OUTPUT=$(CURDIR)/fuzz-crash.log $(GO) test -run '^$$' -fuzz FuzzPackageImports -fuzztime $(FUZZTIME) ./gen
	$(GO) test -run '^$$' -fuzz FuzzModernize -fuzztime $(FUZZTIME) ./translate

race:
	$(GO) test -count=1 -race ./kernels ./kernels/cuda ./examples/...
	PYGO_GOLDEN_RACE=1 $(GO) test -count=1 -run 'TestGolden/(par_|cuda_)' ./golden

# lint also requires the committed example translations and kernels' generated assembly
# (zgemm_amd64.s, from kernels/gemm_gen.go) to be what the generators write now.
lint:
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { gofmt -l $$(git ls-files '*.go'); echo "gofmt needed"; exit 1; }
	$(GO) vet ./...
	$(GO) vet -tags purego ./...
	$(GO) generate ./examples/... ./bench/stream ./kernels
	@test -z "$$(git status --porcelain -- examples bench/stream kernels)" || { git status --short -- examples bench/stream kernels; echo "generated files are stale: commit the regenerated files"; exit 1; }

# bench runs the suite in bench/kernels under pygo, Numba and CPython/NumPy and writes
# bench/results/{bench.md,bench.csv,ratios.svg}; bench-quick checks and times the small inputs.
bench:
	$(PYTHON) bench/run.py

bench-quick:
	$(PYTHON) bench/run.py --quick

# stream measures the machine's memory bandwidth (STREAM's copy, scale, add, triad and a sum,
# on 1 and GOMAXPROCS goroutines) and pygo's translations of the same loops, in MB/s.
stream:
	$(GO) test -run '^$$' -bench . -benchtime 20x ./bench/stream

# bench-examples times the examples' Go benchmarks (1 and 2 threads for examples/parallel)
# against the same kernels under Numba.
bench-examples:
	bash bench/compare.sh

# check regenerates everything and requires a clean tree: committed output must be current.
check: generate
	$(GO) test -count=1 ./golden -update
	git diff --exit-code
	$(MAKE) test

clean:
	rm -rf bin

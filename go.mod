module github.com/pygo-lang/pygo

go 1.26.0

require (
	github.com/dave/jennifer v1.7.1
	github.com/go-python/gpython v0.2.0
	gonum.org/v1/gonum v0.17.0
)

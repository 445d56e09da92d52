module github.com/pygo-lang/pygo

go 1.26.0

require (
	github.com/dave/jennifer v1.7.1 // indirect
	github.com/go-python/gpython v0.2.0 // indirect
	github.com/mattn/go-runewidth v0.0.13 // indirect
	github.com/mmcloughlin/avo v0.5.0 // indirect
	github.com/peterh/liner v1.2.2 // indirect
	github.com/rivo/uniseg v0.3.4 // indirect
	golang.org/x/sys v0.49.0 // indirect
	gonum.org/v1/gonum v0.17.0 // indirect
)

// Package stream measures the machine's memory bandwidth, STREAM-style, and pygo's
// memory-bound loops against it.
//
// The reference loops (copy with Go's built-in copy, scale, add, triad and sum as plain Go loops)
// run on one goroutine and split across GOMAXPROCS goroutines; the pygo loops are the
// translation of stream.py, whose array expressions pygo runs as vector loops. Run
//
//	go test -bench . -benchtime 20x ./bench/stream
//
// and compare the MB/s columns: each pygo kernel's against the reference loop that moves the
// same bytes.
package stream

//go:generate go tool pygo stream.py

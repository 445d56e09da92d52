// Package gocheck type-checks generated Go files in process with go/types, for tests.
package gocheck

// Package emit writes Go source (with jennifer) for a type-checked pygo program.
package emit

// Package typer infers static types for pygo's IR, one specialization per function and argument types.
package typer

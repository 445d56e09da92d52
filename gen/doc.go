// Package gen runs pygo's stages over a Python file and writes the generated Go atomically.
package gen

// Package examples holds runnable pygo examples, one package per Python file.
package examples

package golden

import (
	"fmt"
	"strings"
)

// Every recorded kernel launch also runs through the launch function's form for device arrays
// (XLaunchDevice): the harness copies fresh arguments to device arrays on a stream of its own,
// launches, copies them back and requires the same arrays, and an error exactly when the
// launch with host arrays has one, as kernel[grid, block, stream](cuda.to_device(a), ...)
// would give in Numba.

// deviceHelpers is the harness program's code for the comparison.
const deviceHelpers = `
// sameDevice returns the host launch's error, or one saying how the launch with device arrays
// differed from it.
func sameDevice(hostErr, devErr error, host, dev []string) error {
	switch {
	case (hostErr == nil) != (devErr == nil):
		return fmt.Errorf("launch with device arrays: error %v, with host arrays %v", devErr, hostErr)
	case hostErr != nil:
		return hostErr
	}
	for i := range host {
		if host[i] != dev[i] {
			return fmt.Errorf("launch with device arrays: array argument %d is %s, with host arrays %s", i+1, dev[i], host[i])
		}
	}
	return nil
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
`

// writeDeviceLaunch writes the statements that run hc through its device form, leaving the
// reprs of its array arguments in devAfter and its error in devErr.
func writeDeviceLaunch(b *strings.Builder, pkg string, hc harnessCall) {
	b.WriteString("\t\tvar devAfter []string\n\t\tvar devErr error\n\t\t{\n")
	b.WriteString("\t\t\tstream := must(cuda.NewStream())\n")
	// The configuration (grid, block and perhaps the dynamic shared memory), with the stream
	// after the block.
	args := []string{hc.args[0], hc.args[1], "stream"}
	args = append(args, hc.args[2:hc.nconfig]...)
	var copies []string
	for j := hc.nconfig; j < len(hc.args); j++ {
		v := fmt.Sprintf("d%d", j)
		if !hc.arrayArg[j] {
			fmt.Fprintf(b, "\t\t\t%s := %s\n", v, hc.args[j])
			args = append(args, v)
			continue
		}
		host := hc.args[j]
		if a, ok := parseArrayType(hc.types[j]); ok && a.ndim == 1 {
			host = "kernels.FromSlice(" + host + ")"
		}
		fmt.Fprintf(b, "\t\t\th%d := %s\n", j, host)
		fmt.Fprintf(b, "\t\t\t%s := must(cuda.ToDevice(h%d, stream))\n", v, j)
		args = append(args, v)
		copies = append(copies, fmt.Sprintf("\t\t\t\tif err := %s.CopyInto(h%d, nil); err != nil {\n\t\t\t\t\tpanic(err)\n\t\t\t\t}\n", v, j))
		typ := hc.types[j]
		if a, ok := parseArrayType(typ); ok && a.ndim == 1 {
			copies = append(copies, fmt.Sprintf("\t\t\t\tdevAfter = append(devAfter, %s)\n", valueRepr(fmt.Sprintf("h%d.Data", j), typ)))
		} else {
			copies = append(copies, fmt.Sprintf("\t\t\t\tdevAfter = append(devAfter, %s)\n", valueRepr(fmt.Sprintf("h%d", j), typ)))
		}
	}
	fmt.Fprintf(b, "\t\t\tdevErr = %s.%s(%s)\n", pkg, hc.launchDevice, strings.Join(args, ", "))
	b.WriteString("\t\t\tif devErr == nil {\n\t\t\t\tdevErr = stream.Synchronize()\n\t\t\t}\n")
	b.WriteString("\t\t\tif devErr == nil {\n")
	for _, c := range copies {
		b.WriteString(c)
	}
	b.WriteString("\t\t\t}\n\t\t\tif err := stream.Close(); err != nil {\n\t\t\t\tpanic(err)\n\t\t\t}\n\t\t}\n")
}

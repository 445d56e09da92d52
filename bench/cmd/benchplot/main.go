// Command benchplot draws the pygo/Numba ratio of every benchmark kernel as a bar chart, from
// the CSV table bench/run.py writes.
//
// Usage:
//
//	benchplot -csv bench/results/bench.csv -out bench/results/ratios.svg
package main

import (
	"encoding/csv"
	"flag"
	"fmt"
	"math"
	"os"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
)

func main() {
	in := flag.String("csv", "", "table written by bench/run.py")
	out := flag.String("out", "", "SVG or PNG file to write")
	flag.Parse()
	if *in == "" || *out == "" {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(*in, *out); err != nil {
		fmt.Fprintln(os.Stderr, "benchplot:", err)
		os.Exit(1)
	}
}

func run(in, out string) error {
	f, err := os.Open(in)
	if err != nil {
		return err
	}
	defer f.Close()
	records, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return err
	}
	if len(records) < 2 {
		return fmt.Errorf("%s has no rows", in)
	}
	col := map[string]int{}
	for i, h := range records[0] {
		col[h] = i
	}
	var names []string
	var ratios plotter.Values
	logSum, n := 0.0, 0
	for _, r := range records[1:] {
		v, err := strconv.ParseFloat(r[col["ratio"]], 64)
		if err != nil || v <= 0 {
			continue // not timed
		}
		names = append(names, r[col["kernel"]])
		ratios = append(ratios, v)
		logSum += math.Log(v)
		n++
	}
	if n == 0 {
		return fmt.Errorf("%s has no timed kernels", in)
	}
	p := plot.New()
	p.Title.Text = fmt.Sprintf("pygo time / Numba time (geometric mean %.2f; below 1: pygo is faster)", math.Exp(logSum/float64(n)))
	p.Y.Label.Text = "pygo / Numba"
	bars, err := plotter.NewBarChart(ratios, vg.Points(14))
	if err != nil {
		return err
	}
	bars.LineStyle.Width = 0
	p.Add(bars)
	one := plotter.NewFunction(func(float64) float64 { return 1 })
	one.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
	p.Add(one)
	p.NominalX(names...)
	p.X.Tick.Label.Rotation = math.Pi / 2.5
	p.X.Tick.Label.XAlign = -0.9
	p.X.Tick.Label.YAlign = -0.1
	p.Y.Min = 0
	width := vg.Points(float64(40 + 22*len(names)))
	return p.Save(width, 5*vg.Inch, out)
}

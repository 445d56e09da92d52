
func BenchmarkRandom(b *testing.B) {
	b.ReportAllocs()
	r := NewRandom(1)
	s := 0.0
	for range b.N {
		s += r.Random()
	}
	_ = s
}

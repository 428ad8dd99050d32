package print

// The bench files, for kinds_test.go (package print_test), which checks
// print's documents with printtest.
var (
	BenchBoard = benchBoard
	BenchGame  = benchGame
	BenchPrint = benchPrint
)

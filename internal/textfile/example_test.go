package textfile_test

import (
	"fmt"

	"mecanoid/internal/textfile"
)

func Example() {
	data := []byte("# a hex board\nsize 3x1\n\n. ~ Z   # a lake, lightning\n")
	sc := textfile.NewScanner("arena.hex", data)
	for sc.Scan() {
		for _, f := range textfile.Fields(sc.Text(), " \t") {
			fmt.Printf("%d:%d %s\n", sc.Line(), f.Col, f.Text)
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Println(err)
	}
	// Output:
	// 2:1 size
	// 2:6 3x1
	// 4:1 .
	// 4:3 ~
	// 4:5 Z
}

func ExampleScanner_Err() {
	sc := textfile.NewScanner("arena.hex", []byte("size 3x1\n\xff\n"))
	for sc.Scan() {
		fmt.Println("never: the file is not read at all")
	}
	err := sc.Err()
	fmt.Println(err)
	// A parser keeps the place and the words, and gives its own sentinel:
	// &PosError{File: err.File, Line: err.Line, Msg: err.Msg, Err: ErrSyntax}
	fmt.Println(err.Line, err.Msg)
	// Output:
	// arena.hex: not UTF-8 text
	// 0 not UTF-8 text
}

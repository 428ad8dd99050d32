// Command mecanoid is a table-side referee for robot board games.
//
// Usage:
//
//	mecanoid resolve GAME [--json] [--diagrams]   resolve a game file
//	mecanoid --help                               every command
//	mecanoid CMD --help                           a command's usage and flags
//
// The command line is package cli's; the games are those this file
// imports (games.go): each registers itself (package game) by being
// imported.
package main

import (
	"os"

	"mecanoid/cli"
)

func main() {
	serveDebug()
	os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
}

package main

import (
	"net/http"
	_ "net/http/pprof" // served only when MECANOID_DEBUG_ADDR names an address
	"os"
)

// serveDebug serves Go's profiles (goroutines, heap) on
// $MECANOID_DEBUG_ADDR when it is set, for scripts/soak.sh to sample a
// long run; unset (as at a table), nothing listens. The address should
// be a loopback one (127.0.0.1:6060): the profiles say what the
// program holds.
func serveDebug() {
	addr := os.Getenv("MECANOID_DEBUG_ADDR")
	if addr == "" {
		return
	}
	go func() { _ = http.ListenAndServe(addr, nil) }()
}

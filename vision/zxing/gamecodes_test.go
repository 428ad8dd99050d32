package zxing_test

// The games' tag codes, which their folders register: this package
// imports no game (tagtest).
import _ "mecanoid/tag/tagtest"

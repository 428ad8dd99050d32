// Package doccheck has no code: its tests check the repository's own text
// (README.md, docs/, Go comments, test data) for what a fresh clone cannot
// follow.
package doccheck

package netzwerk

// What the tests of package netzwerk_test look at of the drawing.

// DrawnPiece is a piece of a drawn board (a <g data-piece>).
type DrawnPiece = svgPiece

// DrawnPieces parses a drawn board: its pieces and its ghosts.
var DrawnPieces = svgPieces

package talk

// A View is a game's own drawing of a position for the page, in one
// language: its board as SVG, its pieces table, its legend. A game that
// draws its own board gives a View in each language's Words; the page
// shows the latest one in the board's place. (DR2D's board is drawn by
// the page itself, from the start's Board and each update's State.)
type View struct {
	// Title names what is drawn: the map, the world, the game.
	Title string `json:"title,omitempty"`
	// Board is one <svg> element with its viewBox, drawn by the game: no
	// script, no external reference, its text escaped. Each piece is a
	// group with data-piece="KIND ID" (as a Piece names it: "robot 3");
	// a checked piece has the class ok or bad, and a bad one its ghost
	// (class ghost) where it should stand.
	Board string `json:"board"`
	// Pieces is the game's table of pieces (robots, teams, batteries).
	Pieces *Table `json:"pieces,omitempty"`
	// Legend explains the drawing's signs, in the drawing's own symbols.
	Legend []Sign `json:"legend,omitempty"`
}

// A Table is a View's table of pieces: a title, its column heads, a row
// per piece or side.
type Table struct {
	Title string   `json:"title"`
	Head  []string `json:"head"`
	Rows  []Row    `json:"rows"`
}

// A Row is one line of a Table.
type Row struct {
	// Piece is the row's piece as the board names it ("robot 3"), so that
	// the page can point from one to the other.
	Piece string `json:"piece,omitempty"`
	// Colour is the row's swatch, a CSS colour; "": none.
	Colour string   `json:"colour,omitempty"`
	Cells  []string `json:"cells"`
	// Seat is the seat (as Questions name it) that plays this row's
	// piece: the page adds whether a phone holds it.
	Seat string `json:"seat,omitempty"`
	// Gone: the piece is out of the game (destroyed, off the board).
	Gone bool `json:"gone,omitempty"`
}

// A Sign is one entry of a View's legend: a small <svg> element and what
// it means.
type Sign struct {
	Symbol string `json:"symbol"`
	Text   string `json:"text"`
}

// WithoutViews is u without its drawings (Words.View): what the journal
// keeps of it, and a late page's history of the updates before the
// latest drawing.
func (u Update) WithoutViews() Update {
	if len(u.Langs) == 0 {
		return u
	}
	langs := make(map[string]Words, len(u.Langs))
	for l, w := range u.Langs {
		w.View = nil
		langs[l] = w
	}
	u.Langs = langs
	return u
}

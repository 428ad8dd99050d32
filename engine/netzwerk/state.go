package netzwerk

import "fmt"

// WinReason is why a game ended; each is a section of docs/rules-netzwerk.md.
type WinReason string

const (
	WinFarRow      WinReason = "far-row"      // at least half of one's robots on the far row
	WinAllCaptured WinReason = "all-captured" // the opponent has no robot left
	WinBlocked     WinReason = "blocked"      // the opponent cannot move a robot at the start of his turn
)

// State is a Netzwerk position: where each robot and battery stands, whose
// turn it is, and, in the middle of a turn, which robots and batteries have
// moved and which batteries are spent. Between turns all batteries are
// charged and nothing has moved. A State is a value: Clone copies it whole.
type State struct {
	cfg    Config
	turn   int // turns completed
	toMove Player
	winner Player
	why    WinReason

	robot   [maxRobots]int16    // robot id-1 → square index+1; 0: not on the board
	battery [maxBatteries]int16 // battery id-1 → corner index+1; 0: not on the board
	sq      [maxSquares]uint8   // square index → robot id
	co      [maxCorners]uint8   // corner index → battery id

	// This turn so far.
	moved        uint32 // robots that moved (bit id-1)
	spent        uint32 // batteries spent (bit id-1)
	bmoved       uint32 // batteries moved (bit id-1)
	robotMoves   int
	batteryMoves int
}

// Piece is a robot on a square or a battery on a corner, as a scanner sees
// them: Kind 'R' or 'B', the ID its tag carries, and its field [X,Y]
// (a square for a robot, a corner for a battery).
type Piece struct {
	Kind byte
	ID   int
	X, Y int
}

func (p Piece) String() string {
	if p.Kind == 'R' {
		return fmt.Sprintf("robot %d at %v", p.ID, Square{p.X, p.Y})
	}
	return fmt.Sprintf("battery %d at %v", p.ID, Corner{p.X, p.Y})
}

// NewGame is the starting position: each player's robots on his start row,
// west to east (player 1's robots 1..n on the south row, player 2's n+1..2n
// on the north row), and his n+1 batteries on the corners just in front of
// them (1..n+1 for player 1, n+2..2n+2 for player 2, west to east).
func NewGame(cfg Config, first Player) (*State, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	n := cfg.RobotsPerPlayer()
	var pieces []Piece
	for x := 1; x <= cfg.Width; x++ {
		pieces = append(pieces, Piece{'R', x, x, cfg.Height}, Piece{'R', n + x, x, 1})
	}
	for x := 0; x <= cfg.Width; x++ {
		pieces = append(pieces, Piece{'B', x + 1, x, cfg.Height - 1}, Piece{'B', cfg.Width + 2 + x, x, 1})
	}
	return FromPieces(cfg, first, 0, pieces)
}

// FromPieces builds the position between turns that a list of pieces shows
// (a scan of the table, a setup in a game file), with player toMove to play
// and turn turns already played. Missing robots are captured; a missing
// battery is simply not on the board. If the position is already won, the
// state says so (Winner).
func FromPieces(cfg Config, toMove Player, turn int, pieces []Piece) (*State, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if toMove != Player1 && toMove != Player2 {
		return nil, setupErr(SetupError{Field: "to_move"}, "player %d: players are 1 and 2", toMove)
	}
	if turn < 0 {
		return nil, setupErr(SetupError{Field: "turn"}, "turn %d: turns played cannot be negative", turn)
	}
	s := &State{cfg: cfg, toMove: toMove, turn: turn}
	for _, p := range pieces {
		if err := s.place(p); err != nil {
			return nil, err
		}
	}
	s.checkWin(toMove.Other())
	if s.winner == NoPlayer {
		s.checkBlocked()
	}
	return s, nil
}

func (s *State) place(p Piece) error {
	c := s.cfg
	switch p.Kind {
	case 'R':
		setupErrf := func(field, format string, args ...any) error {
			return setupErr(SetupError{Robot: p.ID, Field: field}, format, args...)
		}
		sq := Square{p.X, p.Y}
		switch {
		case c.Owner(p.ID) == NoPlayer:
			return setupErrf("id", "robot %d: robots are 1..%d (1..%d player 1, %d..%d player 2)", p.ID,
				2*c.RobotsPerPlayer(), c.RobotsPerPlayer(), c.RobotsPerPlayer()+1, 2*c.RobotsPerPlayer())
		case s.robot[p.ID-1] != 0:
			return setupErrf("id", "robot %d is listed twice", p.ID)
		case !c.InSquare(sq):
			return setupErrf("square", "robot %d at %v is off the %dx%d board (squares are [1..%d,1..%d])", p.ID, sq,
				c.Width, c.Height, c.Width, c.Height)
		}
		i := c.sqIndex(sq)
		if other := s.sq[i]; other != 0 {
			return setupErrf("square", "robot %d at %v: robot %d is already there", p.ID, sq, other)
		}
		s.sq[i] = uint8(p.ID)
		s.robot[p.ID-1] = int16(i + 1)
	case 'B':
		setupErrf := func(field, format string, args ...any) error {
			return setupErr(SetupError{Battery: p.ID, Field: field}, format, args...)
		}
		k := Corner{p.X, p.Y}
		switch {
		case p.ID < 1 || p.ID > c.Batteries():
			return setupErrf("id", "battery %d: batteries are 1..%d", p.ID, c.Batteries())
		case s.battery[p.ID-1] != 0:
			return setupErrf("id", "battery %d is listed twice", p.ID)
		case !c.InCorner(k):
			return setupErrf("corner", "battery %d at %v is off the board (corners are [0..%d,0..%d])", p.ID, k, c.Width, c.Height)
		}
		i := c.coIndex(k)
		if other := s.co[i]; other != 0 {
			return setupErrf("corner", "battery %d at %v: battery %d is already there", p.ID, k, other)
		}
		s.co[i] = uint8(p.ID)
		s.battery[p.ID-1] = int16(i + 1)
	default:
		return setupErr(SetupError{Field: "kind"}, "piece kind %q: R (robot) or B (battery)", p.Kind)
	}
	return nil
}

// Clone copies the state.
func (s *State) Clone() *State { n := *s; return &n }

// Config is the board size and variants.
func (s *State) Config() Config { return s.cfg }

// Turn is the number of turns completed.
func (s *State) Turn() int { return s.turn }

// ToMove is the player whose turn it is.
func (s *State) ToMove() Player { return s.toMove }

// Winner is the player who won and why, or NoPlayer while the game goes on.
func (s *State) Winner() (Player, WinReason) { return s.winner, s.why }

// Over tells whether the game has ended.
func (s *State) Over() bool { return s.winner != NoPlayer }

// InTurn tells whether the player to move has already acted this turn.
func (s *State) InTurn() bool { return s.robotMoves > 0 || s.batteryMoves > 0 }

// Robot is where robot id stands; ok is false if it is not on the board.
func (s *State) Robot(id int) (sq Square, ok bool) {
	if id < 1 || id > maxRobots || s.robot[id-1] == 0 {
		return Square{}, false
	}
	return s.cfg.sqAt(int(s.robot[id-1]) - 1), true
}

// Battery is where battery id stands; ok is false if it is not on the board.
func (s *State) Battery(id int) (k Corner, ok bool) {
	if id < 1 || id > maxBatteries || s.battery[id-1] == 0 {
		return Corner{}, false
	}
	return s.cfg.coAt(int(s.battery[id-1]) - 1), true
}

// RobotAt is the robot on square sq, or 0.
func (s *State) RobotAt(sq Square) int {
	if !s.cfg.InSquare(sq) {
		return 0
	}
	return int(s.sq[s.cfg.sqIndex(sq)])
}

// BatteryAt is the battery on corner k, or 0.
func (s *State) BatteryAt(k Corner) int {
	if !s.cfg.InCorner(k) {
		return 0
	}
	return int(s.co[s.cfg.coIndex(k)])
}

// Owner is the player of robot id.
func (s *State) Owner(id int) Player { return s.cfg.Owner(id) }

// Robots lists the IDs of player p's robots on the board (p = NoPlayer: all).
func (s *State) Robots(p Player) []int {
	var ids []int
	for id := 1; id <= 2*s.cfg.RobotsPerPlayer(); id++ {
		if s.robot[id-1] != 0 && (p == NoPlayer || s.cfg.Owner(id) == p) {
			ids = append(ids, id)
		}
	}
	return ids
}

// Batteries lists the IDs of the batteries on the board.
func (s *State) Batteries() []int {
	var ids []int
	for id := 1; id <= s.cfg.Batteries(); id++ {
		if s.battery[id-1] != 0 {
			ids = append(ids, id)
		}
	}
	return ids
}

// Pieces lists every piece on the board, robots then batteries, by ID:
// what FromPieces takes back.
func (s *State) Pieces() []Piece {
	var ps []Piece
	for _, id := range s.Robots(NoPlayer) {
		sq, _ := s.Robot(id)
		ps = append(ps, Piece{'R', id, sq.X, sq.Y})
	}
	for _, id := range s.Batteries() {
		k, _ := s.Battery(id)
		ps = append(ps, Piece{'B', id, k.X, k.Y})
	}
	return ps
}

// Moved tells whether robot id has moved this turn.
func (s *State) Moved(id int) bool { return id >= 1 && id <= maxRobots && s.moved&(1<<(id-1)) != 0 }

// Spent tells whether battery id has given its energy this turn.
func (s *State) Spent(id int) bool { return id >= 1 && id <= maxBatteries && s.spent&(1<<(id-1)) != 0 }

// BatteryMoved tells whether battery id has moved this turn.
func (s *State) BatteryMoved(id int) bool {
	return id >= 1 && id <= maxBatteries && s.bmoved&(1<<(id-1)) != 0
}

// Beside counts the robots of each player on the squares touching corner k.
func (s *State) Beside(k Corner) (p1, p2 int) {
	for _, sq := range k.Squares() {
		if id := s.RobotAt(sq); id != 0 {
			if s.cfg.Owner(id) == Player1 {
				p1++
			} else {
				p2++
			}
		}
	}
	return p1, p2
}

// Controls tells whether player p controls corner k: at least one of his
// robots on the squares touching it, and at least as many as the opponent.
func (s *State) Controls(p Player, k Corner) bool {
	p1, p2 := s.Beside(k)
	if p == Player2 {
		p1, p2 = p2, p1
	}
	return p1 >= 1 && p1 >= p2
}

// usable tells whether battery b can give energy to player p now: on the
// board, charged, controlled by p (and, with the shared-batteries variant,
// not by the opponent as well).
func (s *State) usable(p Player, b int) bool {
	k, ok := s.Battery(b)
	if !ok || s.Spent(b) || !s.Controls(p, k) {
		return false
	}
	return !(s.cfg.Options.SharedUnusable && s.Controls(p.Other(), k))
}

// Energy is the set of batteries robot id could spend now: on the corners
// of its square, charged and usable by its player.
func (s *State) Energy(id int) BatterySet {
	sq, ok := s.Robot(id)
	if !ok {
		return 0
	}
	var set BatterySet
	p := s.cfg.Owner(id)
	for _, k := range sq.Corners() {
		if b := s.BatteryAt(k); b != 0 && s.usable(p, b) {
			set = set.With(b)
		}
	}
	return set
}

// SamePieces tells whether two states have every piece on the same field
// (turn, player to move and spent batteries aside).
func (s *State) SamePieces(o *State) bool {
	return s.cfg.Width == o.cfg.Width && s.cfg.Height == o.cfg.Height && s.robot == o.robot && s.battery == o.battery
}

// BatterySet is a set of battery IDs (bit id-1).
type BatterySet uint32

// Has tells whether battery b is in the set.
func (bs BatterySet) Has(b int) bool { return b >= 1 && b <= 32 && bs&(1<<(b-1)) != 0 }

// With is the set plus battery b.
func (bs BatterySet) With(b int) BatterySet { return bs | 1<<(b-1) }

// Len is the number of batteries in the set.
func (bs BatterySet) Len() int {
	n := 0
	for ; bs != 0; bs &= bs - 1 {
		n++
	}
	return n
}

// IDs lists the set in increasing order.
func (bs BatterySet) IDs() []int {
	var ids []int
	for b := 1; b <= 32; b++ {
		if bs.Has(b) {
			ids = append(ids, b)
		}
	}
	return ids
}

func (bs BatterySet) String() string {
	ids := bs.IDs()
	if len(ids) == 0 {
		return "none"
	}
	out := ""
	for i, b := range ids {
		if i > 0 {
			out += " "
		}
		out += fmt.Sprintf("B%d", b)
	}
	return out
}

// subsets lists the subsets of bs of size n, in increasing order of their bits.
func (bs BatterySet) subsets(n int) []BatterySet {
	var out []BatterySet
	ids := bs.IDs()
	var rec func(i int, cur BatterySet, left int)
	rec = func(i int, cur BatterySet, left int) {
		if left == 0 {
			out = append(out, cur)
			return
		}
		for j := i; j <= len(ids)-left; j++ {
			rec(j+1, cur.With(ids[j]), left-1)
		}
	}
	rec(0, 0, n)
	return out
}

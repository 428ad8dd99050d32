package skirmish

import "mecanoid/internal/poserr"

// How a game ended.
const (
	ReasonCommander = "commander" // a commander was destroyed
	ReasonRounds    = "rounds"    // the last round ended
)

// Result is the end of a game. Winner is the index of the winning team, or
// -1 when both teams lose. At the end of the rounds, the counts decide it:
// Left (robots not destroyed, garage included), Lost and Wounded (not
// destroyed, below full structure).
type Result struct {
	Winner  int        `json:"winner"`
	Team    string     `json:"team,omitempty"` // the winner's name
	Reason  string     `json:"reason"`
	Why     string     `json:"why"`
	WhyMsg  poserr.Msg `json:"-"` // Why not yet said: the reader's language says it
	Left    [2]int     `json:"left"`
	Lost    [2]int     `json:"lost"`
	Wounded [2]int     `json:"wounded"`
}

// Text says the result for people.
func (r Result) Text(*State) string { return r.Msg().String() }

// Msg is the result not yet said, for a reader's language (a result read
// back from JSON has only its English Why).
func (r Result) Msg() poserr.Msg {
	why := r.WhyMsg
	if why.Format == "" {
		why = poserr.M("%s", r.Why)
	}
	if r.Winner < 0 {
		return poserr.M("both teams lose: %s", why)
	}
	return poserr.M("%s wins: %s", r.Team, why)
}

// counts fills Left, Lost and Wounded.
func (s *State) counts(r *Result) {
	for _, rb := range s.Robots {
		switch {
		case rb.Destroyed:
			r.Lost[rb.Team]++
		case rb.Wounded():
			r.Left[rb.Team]++
			r.Wounded[rb.Team]++
		default:
			r.Left[rb.Team]++
		}
	}
}

// commanderFell is the result when team loser's commander was destroyed.
func (s *State) commanderFell(loser int) Result {
	w := 1 - loser
	r := Result{Winner: w, Team: s.Teams[w].Name, Reason: ReasonCommander,
		WhyMsg: poserr.M("%s's commander, robot %d, was destroyed", s.Teams[loser].Name, s.Teams[loser].Commander)}
	r.Why = r.WhyMsg.String()
	s.counts(&r)
	return r
}

// roundsOver decides the game when the last round has ended, in the order
// of the rule text's « Fin de partie »: no team lost a robot, both lose; else the team with more robots
// left wins; else the one with fewer wounded; else both lose.
func (s *State) roundsOver() Result {
	r := Result{Winner: -1, Reason: ReasonRounds}
	s.counts(&r)
	a, b := s.Teams[0].Name, s.Teams[1].Name
	pick := func(w int) {
		r.Winner, r.Team = w, s.Teams[w].Name
	}
	switch {
	case r.Lost[0] == 0 && r.Lost[1] == 0:
		r.WhyMsg = poserr.M("round %d ended and no team lost a robot", Rounds)
	case r.Left[0] != r.Left[1]:
		w := 0
		if r.Left[1] > r.Left[0] {
			w = 1
		}
		pick(w)
		r.WhyMsg = poserr.M("round %d ended with more robots left (%s %d, %s %d)", Rounds, a, r.Left[0], b, r.Left[1])
	case r.Wounded[0] != r.Wounded[1]:
		w := 0
		if r.Wounded[1] < r.Wounded[0] {
			w = 1
		}
		pick(w)
		r.WhyMsg = poserr.M("round %d ended with %d robots left each, and fewer wounded (%s %d, %s %d)", Rounds, r.Left[0], a, r.Wounded[0], b, r.Wounded[1])
	default:
		r.WhyMsg = poserr.M("round %d ended with %d robots left and %d wounded each", Rounds, r.Left[0], r.Wounded[0])
	}
	r.Why = r.WhyMsg.String()
	return r
}

package hexprog

import "mecanoid/engine/internal/sentinel"

// CheckSignal tells whether player p (1-based) may open sig in the coming
// round, as PlayRound would take it: a robot of his, a step 1..Steps, a
// signal left, not in round 1, and his turn still to come this round. The
// referee checks a signal so when a player gives it, before the round is
// played. Errors wrap ErrProgram.
func (s *State) CheckSignal(p int, sig Signal) error {
	if s.Over {
		return sentinel.Errorf(ErrGameOver, "the game has ended")
	}
	if p < 1 || p > len(s.Players) {
		return sentinel.Errorf(ErrProgram, "no player %d", p)
	}
	r, ok := s.Robot(sig.Robot)
	if ok && r.Player != p {
		return sentinel.Errorf(ErrProgram, "robot %d belongs to %s: a player signals his own robots", sig.Robot, s.PlayerName(r.Player))
	}
	if _, err := s.checkSignal(sig); err != nil {
		return err
	}
	if p <= s.Next {
		return sentinel.Errorf(ErrProgram, "round %d: %s has already played this round", s.Round+1, s.PlayerName(p))
	}
	return nil
}

package journal

import "encoding/json"

// A Logged is one entry of a game's log as kept (KeptLog): an update the
// referee showed (its kind is the update's), a step taken back
// ("undone"), the phones' seats ("phones").
type Logged struct {
	Seq, Step int
	Kind      string
	Data      json.RawMessage
}

// KeptLogOf is a game's log, in the order it was kept; an entry whose
// data does not read is the journal's fault, named by its row.
func (j *Journal) KeptLogOf(game int64) ([]Logged, error) {
	rows, err := j.db.Query("SELECT id, seq, step, kind, data FROM log WHERE game = ? ORDER BY id", game)
	if err != nil {
		return nil, j.dbFail(err)
	}
	defer rows.Close()
	var out []Logged
	for rows.Next() {
		var id int64
		var e Logged
		var data string
		if err := rows.Scan(&id, &e.Seq, &e.Step, &e.Kind, &data); err != nil {
			return nil, j.dbFail(err)
		}
		if !json.Valid([]byte(data)) {
			return nil, j.Fail(ErrCorruptJournal, nil, "game %d: log row %d (%s) does not read as JSON", game, id, e.Kind)
		}
		e.Data = json.RawMessage(data)
		out = append(out, e)
	}
	return out, j.dbFailOrNil(rows.Err())
}

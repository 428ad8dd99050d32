package journal

import (
	"database/sql"
	"fmt"
)

// migrate upgrades a journal written by an older mecanoid to this one's
// schema, in place and in one transaction: a journal is either upgraded
// whole or left as it was.
func (j *Journal) migrate(from int) error {
	tx, err := j.db.Begin()
	if err != nil {
		return j.openFail(err)
	}
	defer tx.Rollback()
	if from == 1 {
		if err := j.from1(tx); err != nil {
			return j.Fail(ErrCorruptJournal, err, "upgrading the journal from version 1: %v", err)
		}
	}
	if _, err := tx.Exec(fmt.Sprintf("PRAGMA user_version = %d", schemaVersion)); err != nil {
		return j.openFail(err)
	}
	if err := tx.Commit(); err != nil {
		return j.openFail(err)
	}
	return nil
}

// from1 moves a version 1 journal into one set of tables: DR2D's games
// keep their numbers; the other games (kept_ tables) and the tile worlds
// (tiles_ tables), made on first use then, follow them. Every step, scan
// and line of the log goes along as it was written.
func (j *Journal) from1(tx *sql.Tx) error {
	exists := func(table string) (bool, error) {
		var n int
		err := tx.QueryRow("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?", table).Scan(&n)
		return n > 0, err
	}
	for _, stmt := range []string{
		"ALTER TABLE games RENAME TO v1_games",
		"ALTER TABLE turns RENAME TO v1_turns",
		"ALTER TABLE scans RENAME TO v1_scans",
		"ALTER TABLE log RENAME TO v1_log",
		"DROP INDEX scans_game",
		"DROP INDEX log_game",
		schema,
		`INSERT INTO games (id, kind, name, created, setup, first, over, winner, ended)
			SELECT id, 'dr2d', name, created, setup, 1, over, winner, ended FROM v1_games ORDER BY id`,
		`INSERT INTO steps (game, step, who, input, result, committed)
			SELECT game, turn, '', programs, result, committed FROM v1_turns`,
		`INSERT INTO scans (game, step, what, seen, problems, at)
			SELECT game, turn, what, seen, problems, at FROM v1_scans ORDER BY id`,
		`INSERT INTO log (game, seq, step, kind, data, at)
			SELECT game, seq, turn, kind, data, at FROM v1_log ORDER BY id`,
		"DROP TABLE v1_log", "DROP TABLE v1_scans", "DROP TABLE v1_turns", "DROP TABLE v1_games",
	} {
		if _, err := tx.Exec(stmt); err != nil {
			return err
		}
	}
	if ok, err := exists("kept_games"); err != nil {
		return err
	} else if ok {
		err := moveGames(tx, `SELECT id, kind, name, created, setup, first, over, winner, ended, 0 FROM kept_games ORDER BY id`,
			"kept_steps", "game", "who",
			[]string{"kept_log", "kept_scans"})
		if err != nil {
			return err
		}
		for _, t := range []string{"kept_log", "kept_scans", "kept_steps", "kept_games"} {
			if _, err := tx.Exec("DROP TABLE " + t); err != nil {
				return err
			}
		}
	}
	if ok, err := exists("tiles_worlds"); err != nil {
		return err
	} else if ok {
		err := moveGames(tx, `SELECT id, 'tiles', name, created, setup, 1, 0, '', NULL, touched FROM tiles_worlds ORDER BY id`,
			"tiles_steps", "world", "''", nil)
		if err != nil {
			return err
		}
		for _, t := range []string{"tiles_steps", "tiles_worlds"} {
			if _, err := tx.Exec("DROP TABLE " + t); err != nil {
				return err
			}
		}
	}
	return nil
}

// moveGames copies the games that query gives (old id, kind, name,
// created, setup, first, over, winner, ended, touched) into games under
// new numbers, with their steps (from table steps, whose game column is
// gameColumn, who from whoColumn) and their rows in the tables of others
// (a game column, then seq, step, kind, data, at for a log; step, what,
// seen, problems, at for scans).
func moveGames(tx *sql.Tx, query, steps, gameColumn, whoColumn string, others []string) error {
	rows, err := tx.Query(query)
	if err != nil {
		return err
	}
	type game struct {
		old                                int64
		kind, name, created, setup, winner string
		first, touched                     int
		over                               bool
		ended                              sql.NullString
	}
	var games []game
	for rows.Next() {
		var g game
		if err := rows.Scan(&g.old, &g.kind, &g.name, &g.created, &g.setup, &g.first, &g.over, &g.winner, &g.ended, &g.touched); err != nil {
			rows.Close()
			return err
		}
		games = append(games, g)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, g := range games {
		res, err := tx.Exec("INSERT INTO games (kind, name, created, setup, first, over, winner, ended, touched) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
			g.kind, g.name, g.created, g.setup, g.first, g.over, g.winner, g.ended, g.touched)
		if err != nil {
			return err
		}
		id, err := res.LastInsertId()
		if err != nil {
			return err
		}
		if _, err := tx.Exec(fmt.Sprintf(`INSERT INTO steps (game, step, who, input, result, committed)
			SELECT ?, step, %s, input, result, committed FROM %s WHERE %s = ?`, whoColumn, steps, gameColumn), id, g.old); err != nil {
			return err
		}
		for _, t := range others {
			var stmt string
			switch t {
			case "kept_log":
				stmt = "INSERT INTO log (game, seq, step, kind, data, at) SELECT ?, seq, step, kind, data, at FROM kept_log WHERE game = ? ORDER BY id"
			case "kept_scans":
				stmt = "INSERT INTO scans (game, step, what, seen, problems, at) SELECT ?, step, what, seen, problems, at FROM kept_scans WHERE game = ? ORDER BY id"
			}
			if _, err := tx.Exec(stmt, id, g.old); err != nil {
				return err
			}
		}
	}
	return nil
}

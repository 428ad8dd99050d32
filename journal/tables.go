package journal

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"mecanoid/internal/lang"
)

// A journal edited or damaged by hand can be a sound SQLite file that
// SQLite's check passes: a table dropped, a column holding garbage. The
// commands would then fail on a bare SQL error (exit 1), or read the
// garbage as if it were a game. So opening a journal checks every table
// and every column a command reads, row by row, and names the first bad
// row: a damaged journal is refused before anything is read from it.

// A columnCheck is what a column must hold: bad is an SQL condition true
// when it does not, what says so ("is not JSON").
type columnCheck struct {
	column, bad string
	what        lang.Msg
}

// A tableCheck is one table's columns, and how a row of it is named: key
// are the columns of the row's number, game and step, which the error
// gives ("": none).
type tableCheck struct {
	table   string
	key     [3]string
	columns []columnCheck
}

// The checks, in the order of the schema (journal.go). Each column named
// must be there; JSON columns must be JSON (problems a JSON array), times
// times, numbers integers.
var tableChecks = []tableCheck{
	{"games", [3]string{"id", "id", ""}, []columnCheck{
		isInt("id"), isText("kind"), isText("name"), isTime("created"), isJSON("setup"),
		isInt("first"), {"over", "over NOT IN (0, 1)", lang.M("is neither 0 nor 1")}, isText("winner"),
		{"ended", "ended IS NOT NULL AND julianday(ended) IS NULL", lang.M("is not a time")}, isInt("touched"),
	}},
	{"steps", [3]string{"", "game", "step"}, []columnCheck{
		isInt("game"), isInt("step"), isText("who"), isJSON("input"), isJSON("result"), isTime("committed"),
	}},
	{"scans", [3]string{"id", "game", "step"}, []columnCheck{
		isInt("id"), isInt("game"), isInt("step"), isText("what"),
		{"seen", "seen IS NOT NULL AND (typeof(seen) != 'text' OR NOT json_valid(seen))", lang.M("is not JSON")},
		{"problems", "typeof(problems) != 'text' OR NOT json_valid(problems) OR json_type(CASE WHEN json_valid(problems) THEN problems ELSE '0' END) != 'array'", lang.M("is not a JSON list")},
		isTime("at"),
	}},
	{"log", [3]string{"id", "game", "step"}, []columnCheck{
		isInt("id"), isInt("game"), isInt("seq"), isInt("step"), isText("kind"), isJSON("data"), isTime("at"),
	}},
}

func isInt(c string) columnCheck {
	return columnCheck{c, "typeof(" + c + ") != 'integer'", lang.M("is not a whole number")}
}

func isText(c string) columnCheck {
	return columnCheck{c, "typeof(" + c + ") != 'text'", lang.M("is not text")}
}

func isJSON(c string) columnCheck {
	return columnCheck{c, "typeof(" + c + ") != 'text' OR NOT json_valid(" + c + ")", lang.M("is not JSON")}
}

func isTime(c string) columnCheck {
	return columnCheck{c, "typeof(" + c + ") != 'text' OR julianday(" + c + ") IS NULL", lang.M("is not a time")}
}

// checkTables refuses a journal a table or a column of which is missing,
// or a row of which holds what its column cannot (ErrCorruptJournal,
// naming the table, the row and the column).
func (j *Journal) checkTables() error {
	for _, tc := range tableChecks {
		have := map[string]bool{}
		rows, err := j.db.Query("SELECT name FROM pragma_table_info(?)", tc.table)
		if err != nil {
			return j.openFail(err)
		}
		for rows.Next() {
			var name string
			if err := rows.Scan(&name); err != nil {
				rows.Close()
				return j.openFail(err)
			}
			have[name] = true
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return j.openFail(err)
		}
		if len(have) == 0 {
			return j.Fail(ErrCorruptJournal, nil, "journal is corrupt: table %s is missing", tc.table)
		}
		var whens []string
		for _, c := range tc.columns {
			if !have[c.column] {
				return j.Fail(ErrCorruptJournal, nil, "journal is corrupt: table %s has no column %s", tc.table, c.column)
			}
			whens = append(whens, fmt.Sprintf("WHEN %s THEN %d", c.bad, len(whens)))
		}
		// The key's columns as numbers, NULL when one is the garbage.
		var key []string
		for _, k := range tc.key {
			if k == "" {
				k = "NULL"
			}
			key = append(key, fmt.Sprintf("CASE WHEN typeof(%[1]s) = 'integer' THEN %[1]s END", k))
		}
		q := fmt.Sprintf("SELECT * FROM (SELECT %s, CASE %s END AS bad FROM %s) WHERE bad IS NOT NULL LIMIT 1",
			strings.Join(key, ", "), strings.Join(whens, " "), tc.table)
		var id, game, step sql.NullInt64
		var bad int
		err = j.db.QueryRow(q).Scan(&id, &game, &step, &bad)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return j.openFail(err)
		}
		c := tc.columns[bad]
		number := func(n sql.NullInt64) any {
			if n.Valid {
				return n.Int64
			}
			return "?"
		}
		switch {
		case tc.table == "games":
			return j.Fail(ErrCorruptJournal, nil, "journal is corrupt: games row %v: %s %s", number(id), c.column, c.what)
		case !id.Valid:
			return j.Fail(ErrCorruptJournal, nil, "journal is corrupt: %s of game %v, step %v: %s %s", tc.table, number(game), number(step), c.column, c.what)
		}
		return j.Fail(ErrCorruptJournal, nil, "journal is corrupt: %s row %v (game %v, step %v): %s %s", tc.table, number(id), number(game), number(step), c.column, c.what)
	}
	return nil
}

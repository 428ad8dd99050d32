package journal

import (
	"database/sql"
	"time"
)

// For the tests of package journal_test, which play the games: the
// journal's database and clock, and the version 1 journal.

func DB(j *Journal) *sql.DB { return j.db }

func SetNow(j *Journal, now func() time.Time) { j.now = now }

var V1Journal = v1Journal

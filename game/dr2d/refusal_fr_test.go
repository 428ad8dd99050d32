package dr2d

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"mecanoid/internal/lang"
	"mecanoid/referee/web"
	"mecanoid/referee/web/webtest"
)

// TestPhoneRefusalsInFrench: at a table that speaks English, a French
// phone's wrong cartridges are refused in French, every word of the
// reason too (the engine's "at most one step", a move that cannot be
// read, a cartridge too short); an English phone reads them in English.
func TestPhoneRefusalsInFrench(t *testing.T) {
	page := web.New(web.Options{Seats: []string{RobotSeat(1), RobotSeat(2)}})
	srv := httptest.NewServer(page)
	t.Cleanup(func() { page.Close(); srv.Close() })
	fr, en := webtest.NewPhone(t, srv.URL, page.Code()), webtest.NewPhone(t, srv.URL, page.Code())
	fr.Header.Set("Accept-Language", "fr-FR,fr;q=0.9")
	en.Header.Set("Accept-Language", "en-GB")
	for seat, phone := range map[string]*webtest.Phone{"robot 1": fr, "robot 2": en} {
		if st, body := phone.Post("/api/seat", url.Values{"seat": {seat}}); st != 200 {
			t.Fatalf("%s's seat: %d %v", seat, st, body)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go AskPrograms(lang.EN, page).Programs(ctx, 3, []int{1, 2})
	answer := func(phone *webtest.Phone, seat, a string) string {
		for {
			_, me := phone.Get("/api/seats?code=" + page.Code())
			if strings.Contains(me, `"question":1`) {
				st, body := phone.Post("/api/answer", url.Values{"seat": {seat}, "question": {"1"}, "answer": {a}})
				return fmt.Sprint(st, " ", body["error"])
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	status := fmt.Sprint(http.StatusUnprocessableEntity, " ")
	for _, c := range []struct{ answer, fr, en string }{
		{"F F F FF F",
			"réponse refusée : mouvement 4 : \"FF\" : au plus un pas (F ou B) par mouvement, le second en colonne 2",
			`answer refused: move 4: "FF": at most one step (F or B) per move, second at column 2`},
		{"F F",
			"réponse refusée : 2 mouvements : une cartouche en contient 5, écrivez-les tous (« - » pour aucun mouvement)",
			`answer refused: 2 moves: a cartridge holds 5, write each ("-" for no move)`},
	} {
		if got := answer(fr, "robot 1", c.answer); got != status+c.fr {
			t.Errorf("%q on a French phone:\n%s\nwant\n%s", c.answer, got, status+c.fr)
		}
		if got := answer(en, "robot 2", c.answer); got != status+c.en {
			t.Errorf("%q on an English phone:\n%s\nwant\n%s", c.answer, got, status+c.en)
		}
	}
}

package referee

import (
	"regexp"
	"strconv"
	"strings"
	"sync"

	"mecanoid/internal/lang"
	"mecanoid/vision"
)

// The scanner speaks English: its problems ("robot 3 at cell [2,5]:
// straddles cells [2,5] and [3,5]: put it in the middle of its cell")
// are said again in the table's language from their patterns. A problem
// no pattern matches stays as the scanner wrote it.
var visionPhrasings = Phrased(
	// What is wrong.
	lang.Text{"not seen: is its tag covered, or is it off the board?", "pas vue : son étiquette est-elle cachée, ou la pièce hors du plateau ?"},
	lang.Text{"straddles cells %s: put it in the middle of its cell", "à cheval sur les cases %s : mettez-la au milieu de sa case"},
	lang.Text{"straddles squares %s: put it in the middle of its square", "à cheval sur les cases %s : mettez-la au milieu de sa case"},
	lang.Text{"straddles hexes %s: put it in the middle of its hex", "à cheval sur les cases %s : mettez-la au milieu de sa case"},
	lang.Text{"faces between %s and %s (%s°): turn it square", "tournée entre %s et %s (%s°) : remettez-la d'équerre"},
	lang.Text{"faces between %s (%s°): turn it to face one side", "tournée entre %s (%s°) : tournez-la face à un côté"},
	lang.Text{"faces between two directions (%s°): turn it square", "tournée entre deux directions (%s°) : remettez-la d'équerre"},
	lang.Text{"read too small to trust (%s px per module)", "lue trop petite pour s'y fier (%s px par module)"},
	lang.Text{"shares its cell with %s", "partage sa case avec %s"},
	lang.Text{"shares its square with %s", "partage sa case avec %s"},
	lang.Text{"shares its corner with %s", "partage sa case énergie avec %s"},
	lang.Text{"shares its hex with %s", "partage sa case avec %s"},
	lang.Text{"shares its plot with %s", "partage son plot avec %s"},
	lang.Text{"the same tag is seen twice: remove the copy", "la même étiquette est vue deux fois : enlevez la copie"},
	lang.Text{"cannot be placed on the board plane", "ne peut pas être placée sur le plan du plateau"},
	lang.Text{"off the board", "hors du plateau"},
	lang.Text{"on the border, not on a square: robots stand on squares", "sur le bord, pas sur une case : les robots se posent sur les cases"},
	lang.Text{"calibration: corner markers: %s", "%s"},
	lang.Text{"corner marker %s not found; all four must be in view", "repère de coin %s introuvable ; il faut les voir tous les quatre"},
	lang.Text{"corner marker %s not found; at least three of the four must be in view", "repère de coin %s introuvable ; il en faut au moins trois sur quatre"},
	lang.Text{"the board appears mirrored or folded", "le plateau paraît retourné ou plié"},
	// Which piece.
	lang.Text{"law %d", "loi %d"},
	lang.Text{"battery %d", "batterie %d"},
	lang.Text{"corner markers", "repères de coin"},
	lang.Text{"corner marker %s", "repère de coin %s"},
	// Where.
	lang.Text{"cell %s", "case %s"},
	lang.Text{"cells %s", "cases %s"},
	lang.Text{"squares %s", "cases %s"},
	lang.Text{"square %s", "case %s"},
	lang.Text{"corner %s", "case énergie %s"},
	lang.Text{"hex %s", "case %s"},
	lang.Text{"plot %s", "plot %s"},
	lang.Text{"pixel %s", "pixel %s"},
	lang.Text{"pixels %s and %s", "pixels %s et %s"},
	lang.Text{"%s and %s", "%s et %s"},
	lang.Text{"%s mm, %s mm from the board's north-west corner", "à %s mm, %s mm du coin nord-ouest du plateau"},
).With("robot %d", "N", "E", "S", "W", "NE", "SE", "SW", "NW")

func init() {
	lang.Add(lang.Text{"%s at %s: %s", "%s en %s : %s"}, lang.Text{"%s: %s", "%s : %s"})
}

// scanProblems are a scan's problems in p's language.
func scanProblems(p *lang.Printer, ps []vision.Problem) []string {
	out := make([]string, len(ps))
	for i, pr := range ps {
		out[i] = SayScanProblem(p, pr)
	}
	return out
}

// SayScanProblem is one of the scanner's problems in p's language (its
// piece, its place and what is wrong, each said), for the commands that
// print a scan (mecanoid scan).
func SayScanProblem(p *lang.Printer, pr vision.Problem) string {
	piece, why := visionPhrasings.Say(p, pr.Piece), visionPhrasings.Say(p, pr.Why)
	if pr.Place == "" {
		return p.Sprintf("%s: %s", piece, why)
	}
	return p.Sprintf("%s at %s: %s", piece, visionPhrasings.Say(p, pr.Place), why)
}

// Phrased adds texts to the catalog (lang.Add) and makes them Phrasings:
// an engine's English patterns said again in the reader's language.
func Phrased(texts ...lang.Text) *Phrasings {
	lang.Add(texts...)
	keys := make([]string, len(texts))
	for i, t := range texts {
		keys[i] = t[0]
	}
	return newPhrasings(keys...)
}

// Phrasings are English patterns with printf verbs ("robot %d has been
// captured"): a text that one of them matches is the pattern's message
// said again, in the reader's language, with the arguments the text
// holds. A %s or %v argument is itself said again when a pattern matches
// it ("player 2"); a text no pattern matches is left as it is.
type Phrasings struct {
	keys  []string
	once  sync.Once // the patterns are compiled when first needed: a command that says nothing of a game starts at once
	res   []*regexp.Regexp
	verbs [][]byte
}

var phraseVerb = regexp.MustCompile(`%[dsvq%]`)

func newPhrasings(keys ...string) *Phrasings {
	return &Phrasings{keys: keys}
}

// compile makes each key its pattern.
func (ph *Phrasings) compile() {
	for _, k := range ph.keys {
		var re strings.Builder
		var verbs []byte
		re.WriteString(`(?s)^`)
		last := 0
		for _, m := range phraseVerb.FindAllStringIndex(k, -1) {
			re.WriteString(regexp.QuoteMeta(k[last:m[0]]))
			last = m[1]
			switch v := k[m[0]+1]; v {
			case '%':
				re.WriteString("%")
				continue
			case 'd':
				re.WriteString(`(-?\d+)`)
				verbs = append(verbs, v)
			case 'q':
				re.WriteString(`("(?:[^"\\]|\\.)*")`)
				verbs = append(verbs, v)
			default:
				re.WriteString(`(.+?)`)
				verbs = append(verbs, v)
			}
		}
		re.WriteString(regexp.QuoteMeta(k[last:]) + `$`)
		ph.res = append(ph.res, regexp.MustCompile(re.String()))
		ph.verbs = append(ph.verbs, verbs)
	}
}

// With adds patterns whose keys are in the catalog already (a plural):
// the text they match is said with them too.
func (ph *Phrasings) With(keys ...string) *Phrasings {
	ph.keys = append(ph.keys, keys...)
	return ph
}

// Say is text in p's language: the first pattern that matches it, said
// with its arguments; text itself when none does.
func (ph *Phrasings) Say(p *lang.Printer, text string) string {
	ph.once.Do(ph.compile)
next:
	for i, re := range ph.res {
		m := re.FindStringSubmatch(text)
		if m == nil {
			continue
		}
		args := make([]any, len(m)-1)
		for j, s := range m[1:] {
			switch ph.verbs[i][j] {
			case 'd':
				n, err := strconv.Atoi(s)
				if err != nil {
					continue next
				}
				args[j] = n
			case 'q':
				u, err := strconv.Unquote(s)
				if err != nil {
					continue next
				}
				args[j] = u
			default:
				args[j] = ph.Say(p, s)
			}
		}
		return p.Sprintf(ph.keys[i], args...)
	}
	return text
}

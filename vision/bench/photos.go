package bench

import (
	"encoding/base64"
	"fmt"
	"image"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"

	xdraw "golang.org/x/image/draw"
	_ "golang.org/x/image/webp" // the photos of zxing-cpp's black-box tests are WebP

	"mecanoid/vision"
)

// A NamedDecoder is a decoder to compare on photos, and its name.
type NamedDecoder struct {
	Name    string
	Decoder vision.Decoder
}

// A PhotoRow is one decoder on the photos of one folder.
type PhotoRow struct {
	Folder, Decoder string
	Images          int
	Read            int // photos whose expected text was read
	Wrong           int // photos where a text other than the expected one was read
	MS              float64
}

// Photos compares decoders on photos of QR codes whose text is known: every
// PNG, JPEG or WebP file under dir with a NAME.txt beside it holding the
// text (a folder laid out as zxing-cpp's black-box test samples). Each
// decoder gets the whole photo in grey, scaled down so that its longer side
// is at most maxSide (0: as it is); zbarimg, when its path is given, reads
// the file itself. A photo counts as read when a decoder gives the expected
// text, as wrong when it gives any other text: a false positive, unless
// the photo holds a second code (misses, when not nil, names each one).
// Rows come a folder after the other, the decoders in the order given,
// zbarimg last; times are processor time on one core.
func Photos(dir string, decoders []NamedDecoder, zbarimg string, maxSide int, misses io.Writer) ([]PhotoRow, error) {
	prev := runtime.GOMAXPROCS(1)
	defer runtime.GOMAXPROCS(prev)
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		switch strings.ToLower(filepath.Ext(path)) {
		case ".png", ".jpg", ".jpeg", ".webp":
			if _, err := os.Stat(strings.TrimSuffix(path, filepath.Ext(path)) + ".txt"); err == nil {
				files = append(files, path)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("%s: no photo with its text beside it (NAME.png and NAME.txt)", dir)
	}
	sort.Strings(files)
	rows := map[string]*PhotoRow{}
	var order []string
	row := func(folder, decoder string) *PhotoRow {
		k := folder + "\x00" + decoder
		if rows[k] == nil {
			rows[k] = &PhotoRow{Folder: folder, Decoder: decoder}
			order = append(order, k)
		}
		return rows[k]
	}
	for _, file := range files {
		folder, _ := filepath.Rel(dir, filepath.Dir(file))
		want, err := os.ReadFile(strings.TrimSuffix(file, filepath.Ext(file)) + ".txt")
		if err != nil {
			return nil, err
		}
		data, err := os.ReadFile(file)
		if err != nil {
			return nil, err
		}
		img, err := vision.DecodeImage(file, data)
		if err != nil {
			if misses != nil {
				fmt.Fprintf(misses, "  %s: %v\n", file, err)
			}
			continue
		}
		g := shrink(vision.Gray(img), maxSide)
		count := func(r *PhotoRow, texts []string) {
			r.Images++
			read, wrong := false, []string(nil)
			for _, t := range texts {
				if t == string(want) {
					read = true
				} else {
					wrong = append(wrong, t)
				}
			}
			if read {
				r.Read++
			}
			if len(wrong) > 0 {
				r.Wrong++
			}
			if misses != nil && (!read || len(wrong) > 0) {
				why := "missed"
				if len(wrong) > 0 {
					why = "WRONG TEXT"
					if strings.HasPrefix(string(want), wrong[0]) {
						why += " (cut short)"
					}
				}
				fmt.Fprintf(misses, "  %s: %s %s: want %q, read %q\n", why, r.Decoder, file, want, texts)
			}
		}
		for _, d := range decoders {
			start := CPUTime()
			codes, _ := d.Decoder.Decode(g)
			r := row(folder, d.Name)
			r.MS += ms(CPUTime() - start)
			var texts []string
			for _, c := range codes {
				texts = append(texts, c.Text)
			}
			count(r, texts)
		}
		if zbarimg != "" {
			texts, took := runZbarimg(zbarimg, file)
			r := row(folder, "zbarimg")
			r.MS += took
			count(r, texts)
		}
	}
	out := make([]PhotoRow, len(order))
	for i, k := range order {
		out[i] = *rows[k]
	}
	return out, nil
}

// shrink scales g down so that its longer side is at most side pixels.
func shrink(g *image.Gray, side int) *image.Gray {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if side <= 0 || max(w, h) <= side {
		return g
	}
	k := float64(side) / float64(max(w, h))
	dst := image.NewGray(image.Rect(0, 0, max(1, int(float64(w)*k)), max(1, int(float64(h)*k))))
	xdraw.CatmullRom.Scale(dst, dst.Rect, g, g.Rect, xdraw.Src, nil)
	return dst
}

// runZbarimg reads the QR codes of file with zbarimg, their texts exactly,
// and its processor time. Its XML output is read by hand: an XML parser
// would turn the texts' CR LF into LF.
func runZbarimg(path, file string) ([]string, float64) {
	cmd := exec.Command(path, "-q", "--xml", "-Sdisable", "-Sqrcode.enable", file)
	out, _ := cmd.Output()
	var took float64
	if ps := cmd.ProcessState; ps != nil {
		took = ms(ps.UserTime() + ps.SystemTime())
	}
	var texts []string
	for _, m := range zbarData.FindAllSubmatch(out, -1) {
		text := string(m[2])
		if strings.Contains(string(m[1]), "base64") {
			// Binary data (not text in zbar's eyes), base64 between newlines.
			if b, err := base64.StdEncoding.DecodeString(strings.TrimSpace(text)); err == nil {
				text = string(b)
			}
		}
		texts = append(texts, text)
	}
	return texts, took
}

var zbarData = regexp.MustCompile(`(?s)<data([^>]*)><!\[CDATA\[(.*?)\]\]></data>`)

// WritePhotoTable writes the rows as a Markdown table: a row a folder and
// the total, a column a decoder, each cell the photos read and, in
// brackets, those with a wrong text; then the mean time of each decoder.
func WritePhotoTable(w io.Writer, rows []PhotoRow) {
	var folders, decoders []string
	cell := map[[2]string]PhotoRow{}
	tot := map[string]*PhotoRow{}
	for _, r := range rows {
		if len(folders) == 0 || folders[len(folders)-1] != r.Folder {
			folders = append(folders, r.Folder)
		}
		if tot[r.Decoder] == nil {
			decoders = append(decoders, r.Decoder)
			tot[r.Decoder] = &PhotoRow{Decoder: r.Decoder}
		}
		cell[[2]string{r.Folder, r.Decoder}] = r
		t := tot[r.Decoder]
		t.Images += r.Images
		t.Read += r.Read
		t.Wrong += r.Wrong
		t.MS += r.MS
	}
	fmt.Fprintf(w, "\n| folder | photos | %s |\n|---|---:|%s\n", strings.Join(decoders, " | "), strings.Repeat("---:|", len(decoders)))
	line := func(name string, n int, get func(d string) PhotoRow) {
		fmt.Fprintf(w, "| %s | %d |", name, n)
		for _, d := range decoders {
			r := get(d)
			fmt.Fprintf(w, " %d (%d) |", r.Read, r.Wrong)
		}
		fmt.Fprintln(w)
	}
	for _, f := range folders {
		line(f, cell[[2]string{f, decoders[0]}].Images, func(d string) PhotoRow { return cell[[2]string{f, d}] })
	}
	line("all", tot[decoders[0]].Images, func(d string) PhotoRow { return *tot[d] })
	fmt.Fprintf(w, "| ms a photo | |")
	for _, d := range decoders {
		fmt.Fprintf(w, " %.1f |", tot[d].MS/float64(max(1, tot[d].Images)))
	}
	fmt.Fprintln(w, "\n\nEach cell: photos whose text was read (in brackets: photos where a text other than the expected one was read).")
}

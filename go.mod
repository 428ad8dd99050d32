module mecanoid

go 1.25.0

require (
	codeberg.org/go-pdf/fpdf v0.12.0
	github.com/makiuchi-d/gozxing v0.1.1
	github.com/skip2/go-qrcode v0.0.0-20200617195104-da1b6568686e
	gocv.io/x/gocv v0.31.0
	golang.org/x/image v0.40.0
)

require (
	golang.org/x/text v0.37.0 // indirect
	golang.org/x/xerrors v0.0.0-20200804184101-5ec99f83aff1 // indirect
)

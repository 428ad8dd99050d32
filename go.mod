module mecanoid

go 1.24.0

require (
	github.com/skip2/go-qrcode v0.0.0-20200617195104-da1b6568686e
	golang.org/x/image v0.34.0
)

require golang.org/x/text v0.32.0 // indirect

// Package device drives the lights on the board: one LED per laser and
// press tile, lit as the referee resolves a turn.
//
// The concepts, from the pin up:
//
//   - An LED is one light on a gpio.PinOut (On, Off, Toggle, Blink), in the
//     style of gpiozero's LED. It knows whether it is wired active-high (the
//     pin drives it) or active-low (the pin sinks it), and it never blinks
//     twice at once: a new order stops the blink in progress.
//   - A Tile is a tile that has a light: a Laser's cell or a Press, named by
//     its Cell as a map file writes it. A Light asks a tile's LED to blink a
//     number of times. Which tiles of a board have a light is the game's
//     (game/dr2d): device only names them.
//   - A Map is a map file (docs/leds.md) read by Parse: which pin lights
//     which tile. The game checks it against a board (ErrBoard).
//   - A Panel holds the LEDs of a Map, by tile. The referee turns each
//     update's lit tiles into Lights and gives them to Blink. Lights is the
//     part of a Panel the referee needs; devicetest.Recorder is a fake of it.
//   - A SimPin is a pin with nothing wired to it, for machines without GPIO
//     (any PC, the build machine): it only remembers its level. Open falls
//     back to SimPins, with a warning, where OpenGPIO finds no GPIO;
//     PanelOpts.Watch reports every change of a light so that the terminal
//     and the web page can show simulated LEDs.
//
// The real pins come from periph.io's host drivers (host.Init, then
// gpioreg.ByName("GPIO17")); on a Raspberry Pi 5 that is the Linux GPIO
// character device (/dev/gpiochip*). Tests use gpiotest.Pin or SimPin and a
// fake sleep, so that they take no real time.
//
// Whoever opens a Panel closes it: Close turns every LED off, which a
// process must do on its way out, Ctrl-C included, or the LEDs stay lit
// after it is gone. Cancel the work with signal.NotifyContext and defer
// Close.
//
// Errors wrap one of the Err sentinels, to be tested with errors.Is; those
// about a map file are *MapError and name the file and line.
//
// The package imports nothing of the project but fault and the
// standard-library-only packages under internal/ (textfile reads the map
// file), no game's rules: the referee and the games depend on it, never
// the other way.
package device

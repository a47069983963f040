package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"golang.org/x/term"
)

// progressBar draws captions/s and an ETA on stderr while a build runs, only
// when stderr is a terminal: logs and pipes get the summary line alone.
type progressBar struct {
	out   *syncWriter
	on    bool
	total int64 // input bytes, 0 when unknown
	start time.Time
}

func newProgressBar(out *syncWriter, stderr io.Writer, total int64, allowed bool) *progressBar {
	f, isFile := stderr.(*os.File)
	on := allowed && isFile && term.IsTerminal(int(f.Fd()))
	return &progressBar{out: out, on: on, total: total, start: time.Now()}
}

func (b *progressBar) update(captions int, bytesRead int64) {
	if !b.on {
		return
	}
	elapsed := time.Since(b.start)
	rate := float64(captions) / max(elapsed.Seconds(), 1e-9)
	line := fmt.Sprintf("%d captions  %.0f/s  %s", captions, rate, elapsed.Truncate(time.Second))
	if b.total > 0 && bytesRead > 0 {
		frac := min(float64(bytesRead)/float64(b.total), 1)
		const width = 30
		filled := int(frac * width)
		eta := time.Duration(float64(elapsed) * (1 - frac) / max(frac, 1e-9)).Truncate(time.Second)
		line = fmt.Sprintf("[%s%s] %3.0f%%  %s  ETA %s", strings.Repeat("=", filled), strings.Repeat(" ", width-filled), frac*100, line, eta)
	}
	b.out.setStatus(line)
}

func (b *progressBar) finish() {
	if b.on {
		b.out.setStatus("")
	}
}

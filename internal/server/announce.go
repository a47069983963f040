package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"time"
)

// InfoFile is the file a running server keeps in its store's directory.
const InfoFile = "serve.json"

// Info describes a running server.
type Info struct {
	URL      string    `json:"url"`
	PID      int       `json:"pid"`
	Writable bool      `json:"writable"`
	Started  time.Time `json:"started"`
}

// Announce writes info into the store directory dir and returns a function
// that removes it again.
func Announce(dir string, info Info) (remove func() error, err error) {
	p := filepath.Join(dir, InfoFile)
	b, err := json.MarshalIndent(info, "", "  ")
	if err != nil {
		return nil, err
	}
	tmp := p + ".tmp"
	if err := os.WriteFile(tmp, append(b, '\n'), 0o644); err != nil {
		return nil, fmt.Errorf("announce server: %w", err)
	}
	if err := os.Rename(tmp, p); err != nil {
		os.Remove(tmp)
		return nil, fmt.Errorf("announce server: %w", err)
	}
	return func() error {
		if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("remove %s: %w", p, err)
		}
		return nil
	}, nil
}

// Running returns the server announced in the store directory dir, if its
// process is still alive (a server killed outright leaves its file behind).
func Running(dir string) (Info, bool) {
	b, err := os.ReadFile(filepath.Join(dir, InfoFile))
	if err != nil {
		return Info{}, false
	}
	var info Info
	if json.Unmarshal(b, &info) != nil || info.URL == "" || info.PID <= 0 {
		return Info{}, false
	}
	if !alive(info.PID) {
		return Info{}, false
	}
	return info, true
}

func alive(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	// Signal 0 checks the process exists without touching it; EPERM means it
	// exists under another user.
	err = p.Signal(syscall.Signal(0))
	return err == nil || errors.Is(err, syscall.EPERM)
}

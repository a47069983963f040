package graph

import (
	bolt "go.etcd.io/bbolt"
	"golang.org/x/sys/unix"
)

// releaseMapped drops the pages of the store file that bbolt has mapped into
// this process. bbolt reads through mmap, so every page a long export or
// build touches stays resident and the process's RSS grows with the store
// (250 MB for a 1M-quad export) although its own memory is flat. Dropped
// pages are read again from the page cache when next touched.
//
// The read transaction holds bbolt's mmap lock, so the mapping cannot move
// while it is advised.
func releaseMapped(db *bolt.DB) {
	if db == nil {
		return
	}
	tx, err := db.Begin(false)
	if err != nil {
		return
	}
	defer tx.Rollback()
	data := db.Info().Data
	size := uintptr(tx.Size())
	if data == 0 || size == 0 {
		return
	}
	// The mapping is page-aligned and at least as long as the file's data.
	_, _, _ = unix.Syscall(unix.SYS_MADVISE, data, size, unix.MADV_DONTNEED)
}

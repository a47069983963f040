//go:build !linux

package graph

import bolt "go.etcd.io/bbolt"

// releaseMapped is a Linux-only memory optimisation; elsewhere the kernel
// keeps the mapped pages.
func releaseMapped(*bolt.DB) {}

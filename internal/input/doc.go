// Package input reads photo captions from the files kg is given: plain text
// (one caption per blank-line separated paragraph), JSON Lines and CSV/TSV
// with a header row.
//
// Readers stream: each caption goes to a callback as soon as it is read and
// no line, row or caption longer than Options.MaxLine is ever held in memory,
// so an archive of any size can be read with a small, fixed footprint.
//
// Bad input is the normal case for archives gathered from many places, so a
// bad line or row never stops a read: it becomes a Problem (source and line
// number plus a precise reason) handed to a callback, and reading carries on
// with the next unit. Only a source that cannot be read at all (missing,
// a directory, binary, a CSV without its text column) ends the read of that
// source, as a returned *Problem, so a caller can report it and go on with
// its other files.
package input

// Package pipeline runs a build: captions stream in from a source, a pool of
// workers extracts them on every core, and one writer resolves entity names
// across the corpus and hands the quads to the store while extraction goes
// on.
//
// # Cross-caption resolution
//
// "SDF" in caption 900 must be the node that "Syrian Democratic Forces (SDF)"
// defined in caption 12, whatever the input order, and memory must not grow
// with the corpus. The writer therefore writes a record at once only when
// every name in it is already known (from the gazetteer or a definition seen
// so far), so resolving it now gives what resolving it at the end would.
// Any other record is spooled to a temporary file on disk and written after
// the last caption, against the complete alias table. The alias table grows
// with the number of distinct entities, not of captions, and shuffling the
// input gives the same graph (see TestShuffleGivesSameGraph).
package pipeline

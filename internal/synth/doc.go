// Package synth composes synthetic news-photo captions for benchmarks.
//
// Real archives cannot be shipped with the repository, yet a build benchmark
// needs a large corpus whose graph grows the way a real one does: many
// distinct people and villages, a long tail of rare names beside a few that
// recur, organisations introduced with an acronym in parentheses, nested
// places, dates and credit lines written in the styles of the big agencies.
// The generator composes such captions from templates and name lists.
//
// Generation is deterministic: caption i of a given seed is always the same
// text, whatever order captions are asked for in, so a benchmark can be
// rerun on exactly the same input without storing it.
package synth

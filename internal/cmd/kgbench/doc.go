// Command kgbench measures kg's build against prose alone, for .ci/bench.
//
//	kgbench gen -n N [-seed S] [-o FILE]   write N synthetic captions as JSON Lines
//	kgbench prose [-n N] FILE              prose NER alone on one core: captions/s
//	kgbench extract [-n N] FILE            kg's full extractor on one core: captions/s
//	kgbench run -- CMD ARGS...             run CMD; print its wall time and peak RSS
//
// prose and extract read their captions before the clock starts and run on
// one goroutine with GOMAXPROCS=1, so the two rates compare the per-caption
// cost of our rules with that of the tagger they build on. run reports the
// child's own peak resident set (getrusage via wait4), not kgbench's.
//
// It lives under internal/ because it is a measuring tool for this
// repository, not part of kg.
package main

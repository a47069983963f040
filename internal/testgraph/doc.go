// Package testgraph builds the repository's example captions into a store
// through the real reader, extractor and pipeline, for tests of the
// packages that read graphs (queries, the server).
package testgraph

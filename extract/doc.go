// Package extract turns news-photo captions into schema.Records: the people,
// organisations, places and dates a caption names, its credit line
// (photographers and agencies), the date the photo was taken and the place
// nesting the caption states ("X neighbourhood of Y, Country").
//
// Names are found by rules over capitalised word runs, typed first by small
// embedded gazetteers (data/*.tsv, plain reviewable files), then by context
// (titles, ages, "the town of X", "X village", "in X, Country"), and only
// then by prose's statistical tagger, whose labels alone are too noisy for
// this genre (it tags "Islamic State" as a person). The prose model is loaded
// once per Extractor and shared by all goroutines: prose's tagger and entity
// classifier only read their weight maps while tagging (checked in prose
// v2.0.0's tag.go and extract.go, and by TestExtractConcurrent under -race).
// Work is bounded: only the first 64 KiB of a caption body is analysed, the
// first 8 KiB tagged by prose, and the credit is looked for in the last 4 KiB.
//
// Resolver works across captions: it learns aliases ("SDF" for "Syrian
// Democratic Forces") from records and rewrites names to one canonical form,
// independently of the order in which records arrive.
package extract

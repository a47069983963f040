// Package namekey computes the comparison key of a name, shared by the
// extractor and the gazetteer generator so that a name folded when the table
// is written matches the same name folded when a caption is read.
package namekey

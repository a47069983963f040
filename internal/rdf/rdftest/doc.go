// Package rdftest runs the linked-data tools kg's RDF must satisfy, for
// tests: raptor's rapper, which must parse an export with no error and no
// warning, and Python's rdflib. A missing tool skips the test, or fails it
// under KG_REQUIRE_TOOLS=1 (CI installs both through .ci/run).
package rdftest

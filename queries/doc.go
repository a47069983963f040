// Package queries is kg's library of saved Gizmo queries: one .js file each
// in this directory, embedded in the binary, run by `kg query --name` and
// offered by `kg serve` one click away in the web UI.
//
// A file starts with a block of `// key: value` comments:
//
//	// name: ego                      (must match the file name)
//	// title: Ego network
//	// description: …                 (repeatable; lines are joined)
//	// param: entity  what it means   (required)
//	// param: agency=  what it means  (optional; default after "=")
//	// example: entity=Reuters        (arguments the tests and the UI use)
//	// graph: yes                     (results tag source and target, so the UI's Visualize view draws them)
//
// Parameters are passed as data, never spliced into the script: Script
// prepends `var params = {…};` written by encoding/json, which escapes
// everything that could end the literal, so no argument can change what
// runs. Scripts then use params.NAME and the helpers of lib.js (kg.node
// finds an entity by name or IRI).
package queries

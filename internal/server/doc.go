// Package server is `kg serve`: Cayley's HTTP API v2 and its web UI, served
// from the kg binary so that the UI works offline and from any address.
//
// Cayley ships the UI as a React build that loads its query editor (Monaco)
// from a CDN, its icon font from Google Fonts and its API from a hard-coded
// http://localhost:64210. The server rewrites those URLs in memory at
// startup (failing if the bundle no longer holds them), serves the Monaco
// files and the Material Icons font vendored in assets/ (with their
// licences), replaces the service worker that would fetch Workbox from a
// CDN, and answers the UI's "Query Shape" call (/api/v1/shape/gizmo), which
// Cayley's importable API lacks. Nothing the page requests leaves the server.
//
// It also offers kg's saved queries (package queries): a landing page at
// /kg/ opens each one in the UI, parameters bound as data, and runs it.
//
// A running server announces itself in the store's directory (serve.json),
// so that other kg commands that find the store locked can say where to
// reach it.
package server

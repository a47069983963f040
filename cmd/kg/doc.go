// Command kg turns archives of news photo captions into a knowledge graph:
// it extracts people, organisations, places and dates, loads them into a
// Cayley store, and queries, exports and summarises the graph.
package main

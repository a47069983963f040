// Package testenv finds what tests need from outside the repository: the
// user's shared gold data beside the checkout and tools such as rapper. A
// missing one skips the test with a visible reason, or fails it where CI
// has promised it (KG_REQUIRE_SHARED=1, KG_REQUIRE_TOOLS=1).
package testenv

package extract

import "testing"

// The expected days are those Nepal's published calendar gives: 1 Baisakh
// 2000 BS fell on 14 April 1943, and 2 Bhadau 2065 BS on 18 August 2008,
// the day the Koshi embankment broke.
func TestBikramSambatDate(t *testing.T) {
	tests := []struct {
		y, m, d int
		want    string
	}{
		{1970, 1, 1, "1913-04-13"},
		{2000, 1, 1, "1943-04-14"},
		{2065, 5, 2, "2008-08-18"},
		{2080, 1, 22, "2023-05-05"},
		{2090, 12, 30, "2034-04-13"},
		{1969, 12, 30, ""}, // before the table
		{2091, 1, 1, ""},   // after it
		{2080, 13, 1, ""},
		{2080, 1, 32, ""}, // Baisakh 2080 has 31 days
	}
	for _, tt := range tests {
		got, ok := bikramSambatDate(tt.y, tt.m, tt.d)
		if got != tt.want || ok != (tt.want != "") {
			t.Errorf("bikramSambatDate(%d, %d, %d) = %q, %v; want %q", tt.y, tt.m, tt.d, got, ok, tt.want)
		}
	}
}

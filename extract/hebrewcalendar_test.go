package extract

import "testing"

// The Gregorian days of feasts whose Hebrew dates are fixed, in common
// years and leap years, with long and short Heshvan and Kislev.
func TestHebrewToGregorian(t *testing.T) {
	tests := []struct {
		year, month, day int
		want             string
	}{
		{5785, 7, 1, "2024-10-03"},   // Rosh Hashanah
		{5784, 13, 14, "2024-03-24"}, // Purim in a leap year's second Adar
		{5783, 12, 14, "2023-03-07"}, // Purim in a common year
		{5780, 10, 26, "2020-01-23"},
		{5771, 5, 9, "2011-08-09"},  // Tisha B'Av
		{5784, 9, 25, "2023-12-08"}, // Hanukkah
		{5760, 1, 15, "2000-04-20"}, // Passover
		{5708, 2, 5, "1948-05-14"},  // the declaration of independence
	}
	for _, tt := range tests {
		if got := hebrewToGregorian(tt.year, tt.month, tt.day).Format("2006-01-02"); got != tt.want {
			t.Errorf("%d-%d-%d: got %s, want %s", tt.year, tt.month, tt.day, got, tt.want)
		}
	}
}

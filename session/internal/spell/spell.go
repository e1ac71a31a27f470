// Package spell holds the typo tolerance the engine's readers share: the
// understanding's service, date and intent words and the knowledge's
// spelling correction.
package spell

// WithinOneEdit reports whether a and b differ by at most one insertion,
// deletion, substitution or swap of adjacent letters (byte-wise, on folded
// ASCII text).
func WithinOneEdit(a, b string) bool {
	if a == b {
		return true
	}
	la, lb := len(a), len(b)
	if la-lb > 1 || lb-la > 1 {
		return false
	}
	i := 0
	for i < la && i < lb && a[i] == b[i] {
		i++
	}
	switch {
	case la == lb:
		if a[i+1:] == b[i+1:] {
			return true
		}
		return i+1 < la && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
	case la > lb:
		return a[i+1:] == b[i:]
	default:
		return a[i:] == b[i+1:]
	}
}

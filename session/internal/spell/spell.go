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

// Slips returns how many slips of the hand turn a into b (byte-wise, on
// folded ASCII text): a letter added, dropped or swapped with the next one
// counts one, and so does a letter typed for another when the two are
// neighbouring keys (on QWERTY, QWERTZ or AZERTY) or letters that sound
// alike (SoundAlike); any other substitution counts two, as a letter
// dropped and another added. The count stops growing past limit: the
// result is limit+1 for anything further.
func Slips(a, b string, limit int) int {
	la, lb := len(a), len(b)
	if la-lb > limit || lb-la > limit {
		return limit + 1
	}
	// d[i][j]: slips from a[:i] to b[:j]; three rows for the swap.
	var rows [3][]int
	for k := range rows {
		rows[k] = make([]int, lb+1)
	}
	for j := 0; j <= lb; j++ {
		rows[0][j] = j
	}
	for i := 1; i <= la; i++ {
		cur, prev, prev2 := rows[i%3], rows[(i-1)%3], rows[(i+1)%3]
		cur[0] = i
		best := cur[0]
		for j := 1; j <= lb; j++ {
			sub := 0
			if a[i-1] != b[j-1] {
				sub = 2
				if KeyNeighbours(a[i-1], b[j-1]) || SoundAlike(a[i-1], b[j-1]) {
					sub = 1
				}
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+sub)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			best = min(best, v)
		}
		if best > limit {
			return limit + 1
		}
	}
	return min(rows[la%3][lb], limit+1)
}

// keyboards are the letter rows of the layouts visitors type on: QWERTY,
// QWERTZ (German) and AZERTY (French), each row shifted half a key from
// the one above.
var keyboards = [...][3]string{
	{"qwertyuiop", "asdfghjkl", "zxcvbnm"},
	{"qwertzuiop", "asdfghjkl", "yxcvbnm"},
	{"azertyuiop", "qsdfghjklm", "wxcvbn"},
}

var neighbours = func() (m [26][26]bool) {
	link := func(a, b byte) { m[a-'a'][b-'a'], m[b-'a'][a-'a'] = true, true }
	for _, kb := range keyboards {
		for r, row := range kb {
			for i := 0; i < len(row); i++ {
				if i+1 < len(row) {
					link(row[i], row[i+1])
				}
				if r+1 < len(kb) {
					// the row below touches this key with its keys i-1 and i
					for _, j := range [2]int{i - 1, i} {
						if j >= 0 && j < len(kb[r+1]) {
							link(row[i], kb[r+1][j])
						}
					}
				}
			}
		}
	}
	return m
}()

// KeyNeighbours reports whether two lower-case letters are neighbouring
// keys on one of the common keyboards, the substitution a slip of the
// finger makes ("kayal" for "kayak"; not "wollen" for "wellen").
func KeyNeighbours(a, b byte) bool {
	if a < 'a' || a > 'z' || b < 'a' || b > 'z' {
		return false
	}
	return neighbours[a-'a'][b-'a']
}

// SoundAlike reports letters spelt for one another because they sound
// alike in some of the languages: c, k and q, s and z, i and y, j and y
// ("kajak", "kayak"), b and v.
func SoundAlike(a, b byte) bool {
	if a > b {
		a, b = b, a
	}
	switch string([]byte{a, b}) {
	case "ck", "kq", "cq", "sz", "iy", "jy", "bv":
		return true
	}
	return false
}

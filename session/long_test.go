package session

import (
	"strings"
	"testing"
	"time"
)

// TestLongMessageIsCheap: a 4000-character message costs about as much as a
// long sentence, because only its beginning is read.
func TestLongMessageIsCheap(t *testing.T) {
	f := newFixture(t)
	long := strings.Repeat("Hola, ¿hay kayak mañana para 2 personas a las 14h? ", 80)[:4000]
	f.chat(t, "warm", "hola")
	start := time.Now()
	for i := 0; i < 20; i++ {
		f.chat(t, "long", long)
	}
	if per := time.Since(start) / 20; per > 20*time.Millisecond {
		t.Fatalf("%v per 4000-character turn", per)
	}
}

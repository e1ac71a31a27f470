package password

import (
	"strings"
	"testing"
)

func TestHashAndCheck(t *testing.T) {
	h := Hash("correct horse battery", Default)
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") || strings.Contains(h, "correct horse") {
		t.Fatalf("hash %q", h)
	}
	if h == Hash("correct horse battery", Default) {
		t.Fatal("two hashes of one password are equal: salt not random")
	}
	ok, err := Check("correct horse battery", h)
	if err != nil || !ok {
		t.Fatalf("Check(right) = %v, %v", ok, err)
	}
	ok, err = Check("correct horse batterY", h)
	if err != nil || ok {
		t.Fatalf("Check(wrong) = %v, %v", ok, err)
	}
}

func TestCheckRefusesMalformed(t *testing.T) {
	for _, h := range []string{"", "plain", "$2a$10$abc", "$argon2id$v=19$m=0,t=2,p=1$c2FsdA$aGFzaA", "$argon2id$v=19$m=19456,t=2,p=1$!!$aGFzaA"} {
		if ok, err := Check("x", h); ok || err == nil {
			t.Fatalf("Check(%q) = %v, %v", h, ok, err)
		}
	}
}

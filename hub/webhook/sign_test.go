package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

func TestNewSecret(t *testing.T) {
	a, b := NewSecret(), NewSecret()
	if a == b {
		t.Fatal("two secrets are equal")
	}
	if !strings.HasPrefix(a, "whsec_") {
		t.Fatalf("secret %q lacks the whsec_ prefix", a)
	}
	raw, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(a, "whsec_"))
	if err != nil || len(raw) != 32 {
		t.Fatalf("secret body decodes to %d bytes (err %v), want 32", len(raw), err)
	}
}

func TestSignHeadersVerifiedByLibrary(t *testing.T) {
	secret := NewSecret()
	body := []byte(`{"id":"evt_1","type":"booking.created"}`)
	h := http.Header{}
	at := time.Now()
	if err := signHeaders(h, secret, "evt_1", at, body); err != nil {
		t.Fatal(err)
	}
	if h.Get("webhook-id") != "evt_1" || h.Get("webhook-timestamp") != strconv.FormatInt(at.Unix(), 10) {
		t.Fatalf("headers %v", h)
	}
	wh, err := standardwebhooks.NewWebhook(secret)
	if err != nil {
		t.Fatal(err)
	}
	if err := wh.Verify(body, h); err != nil {
		t.Fatalf("library refuses our signature: %v", err)
	}
	if err := wh.Verify(append(body, ' '), h); err == nil {
		t.Fatal("library accepts a changed body")
	}
	other, _ := standardwebhooks.NewWebhook(NewSecret())
	if err := other.Verify(body, h); err == nil {
		t.Fatal("another secret verifies the signature")
	}
}

// TestSignatureMatchesContract recomputes the signature from the contract's
// words, independently of the library: base64(HMAC-SHA256(secret bytes,
// id + "." + timestamp + "." + body)) after "v1,".
func TestSignatureMatchesContract(t *testing.T) {
	key := []byte("0123456789abcdef0123456789abcdef")
	secret := "whsec_" + base64.StdEncoding.EncodeToString(key)
	body := []byte(`{"x":1}`)
	at := time.Unix(1700000000, 0)
	h := http.Header{}
	if err := signHeaders(h, secret, "evt_abc", at, body); err != nil {
		t.Fatal(err)
	}
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte("evt_abc.1700000000." + string(body)))
	want := "v1," + base64.StdEncoding.EncodeToString(mac.Sum(nil))
	if got := h.Get("webhook-signature"); got != want {
		t.Fatalf("signature %q, want %q", got, want)
	}
}

func TestSignHeadersRefusesBadSecret(t *testing.T) {
	for _, s := range []string{"", "whsec_", "whsec_not base64!"} {
		if err := signHeaders(http.Header{}, s, "evt_1", time.Now(), nil); err == nil {
			t.Errorf("secret %q accepted", s)
		} else if s != "" && strings.Contains(err.Error(), strings.TrimPrefix(s, "whsec_")) && len(s) > 6 {
			t.Errorf("error %q quotes the secret", err)
		}
	}
}

package webhook

import (
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

// SecretPrefix starts every signing secret, as Standard Webhooks suggests.
const SecretPrefix = "whsec_"

// Standard Webhooks v1 header names.
const (
	HeaderID        = standardwebhooks.HeaderWebhookID
	HeaderTimestamp = standardwebhooks.HeaderWebhookTimestamp
	HeaderSignature = standardwebhooks.HeaderWebhookSignature
)

// NewSecret returns a new signing secret: "whsec_" followed by the standard
// base64 of 32 random bytes. The REST layer stores it with the webhook and
// shows it once, in the answer to the create request.
func NewSecret() string {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return SecretPrefix + base64.StdEncoding.EncodeToString(b[:])
}

// signHeaders sets the Standard Webhooks headers on h for one attempt. The
// id is the event id, so a receiver can drop a retry it has already handled;
// the timestamp is the attempt's own, so every retry is freshly signed and
// passes the receiver's replay window.
func signHeaders(h http.Header, secret, id string, at time.Time, body []byte) error {
	if strings.TrimPrefix(secret, SecretPrefix) == "" {
		return fmt.Errorf("webhook has no signing secret")
	}
	wh, err := standardwebhooks.NewWebhook(secret)
	if err != nil {
		// The library's error quotes nothing of the secret, but say less anyway.
		return fmt.Errorf("webhook signing secret is not valid base64")
	}
	sig, err := wh.Sign(id, at, body)
	if err != nil {
		return fmt.Errorf("signing: %w", err)
	}
	h.Set(HeaderID, id)
	h.Set(HeaderTimestamp, strconv.FormatInt(at.Unix(), 10))
	h.Set(HeaderSignature, sig)
	return nil
}

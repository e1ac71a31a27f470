package app

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/demo"
)

// Files the server keeps in its data directory beside the database.
const (
	// jwtSecretFile holds the token signing secret generated on the first
	// start, so that tokens stay valid across restarts.
	jwtSecretFile = "jwt-secret"
	// demoPublishableFile holds the demo's publishable key, which the demo
	// page embeds on every start. Publishable keys are public by design;
	// the secret key is never written down.
	demoPublishableFile = "demo-publishable-key"
)

// dataDirSecret returns the token secret kept in dir, making one (32
// random bytes, hex, mode 0600) on the first start.
func dataDirSecret(dir string) ([]byte, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("data directory: %w", err)
	}
	path := filepath.Join(dir, jwtSecretFile)
	raw, err := os.ReadFile(path)
	if err == nil {
		if s := strings.TrimSpace(string(raw)); len(s) >= 32 {
			return []byte(s), nil
		}
		return nil, fmt.Errorf("%s holds fewer than 32 characters: remove it to make a new one", path)
	}
	if !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("token secret: %w", err)
	}
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		return nil, err
	}
	secret := hex.EncodeToString(b[:])
	if err := writeNew(path, secret+"\n"); err != nil {
		if errors.Is(err, os.ErrExist) { // another process made it first
			return dataDirSecret(dir)
		}
		return nil, fmt.Errorf("token secret: %w", err)
	}
	return []byte(secret), nil
}

// writeNew writes a file that must not exist yet (mode 0600), syncing it
// so that a crash does not leave it empty.
func writeNew(path, text string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	if _, err := f.WriteString(text); err != nil {
		f.Close()
		os.Remove(path)
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		os.Remove(path)
		return err
	}
	return f.Close()
}

// seedDemoOnce seeds the demo business on the first start of a persistent
// store and leaves it alone afterwards: later starts neither reset its
// catalog nor make new keys. Keys given by the operator are ensured on
// every start. The publishable key is kept in dir for the demo page; when
// it is missing (a crash right after seeding, or a deleted file) a new one
// is made.
func seedDemoOnce(ctx context.Context, st store.Store, dir, secret, publishable string) (*DemoKeys, error) {
	_, err := st.Business(ctx, demo.BusinessID)
	switch {
	case errors.Is(err, store.ErrNotFound):
		keys, err := seedDemo(ctx, st, secret, publishable)
		if err != nil {
			return nil, err
		}
		keys.Seeded = true
		if err := savePublishable(dir, keys.PublishableKey); err != nil {
			return nil, err
		}
		return keys, nil
	case err != nil:
		return nil, fmt.Errorf("demo business: %w", err)
	}
	keys := &DemoKeys{BusinessID: demo.BusinessID}
	if secret != "" {
		if keys.SecretKey, err = ensureKey(ctx, st, demo.BusinessID, store.KeySecret, secret); err != nil {
			return nil, err
		}
	}
	if publishable == "" {
		raw, err := os.ReadFile(filepath.Join(dir, demoPublishableFile))
		if err == nil {
			publishable = strings.TrimSpace(string(raw))
		} else if !errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("demo publishable key: %w", err)
		}
	}
	made := publishable == ""
	if keys.PublishableKey, err = ensureKey(ctx, st, demo.BusinessID, store.KeyPublishable, publishable); err != nil {
		return nil, err
	}
	if made {
		if err := savePublishable(dir, keys.PublishableKey); err != nil {
			return nil, err
		}
	}
	return keys, nil
}

// savePublishable keeps the demo's publishable key in dir, replacing an
// older one.
func savePublishable(dir, key string) error {
	path := filepath.Join(dir, demoPublishableFile)
	tmp := path + ".tmp"
	os.Remove(tmp)
	if err := writeNew(tmp, key+"\n"); err != nil {
		return fmt.Errorf("demo publishable key: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("demo publishable key: %w", err)
	}
	return nil
}

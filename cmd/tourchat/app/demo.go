package app

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/demo"
	"github.com/tourchat/tourchat/store/password"
)

// seedDemo creates the demo business, its catalog and its two keys, or
// refreshes them when they exist (a restart on Postgres). Keys given by the
// operator are used as they are; missing ones are generated.
func seedDemo(ctx context.Context, st store.Store, secret, publishable string) (*DemoKeys, error) {
	biz := demo.Business()
	if err := st.CreateBusiness(ctx, biz); errors.Is(err, store.ErrConflict) {
		if err := st.UpdateBusiness(ctx, biz); err != nil {
			return nil, fmt.Errorf("demo business: %w", err)
		}
	} else if err != nil {
		return nil, fmt.Errorf("demo business: %w", err)
	}
	svcs, err := demo.Services()
	if err != nil {
		return nil, err
	}
	for i := range svcs {
		if err := st.UpsertService(ctx, &svcs[i]); err != nil {
			return nil, fmt.Errorf("demo catalog: %w", err)
		}
	}
	if err := seedDemoKnowledge(ctx, st); err != nil {
		return nil, err
	}
	keys := &DemoKeys{BusinessID: biz.ID}
	if keys.SecretKey, err = ensureKey(ctx, st, biz.ID, store.KeySecret, secret); err != nil {
		return nil, err
	}
	if keys.PublishableKey, err = ensureKey(ctx, st, biz.ID, store.KeyPublishable, publishable); err != nil {
		return nil, err
	}
	if keys.OwnerPassword, err = ensureDemoOwner(ctx, st, biz.ID); err != nil {
		return nil, err
	}
	keys.OwnerEmail = DemoOwnerEmail
	return keys, nil
}

// DemoOwnerEmail is the demo business's owner, who signs in to the dashboard.
const DemoOwnerEmail = "owner@demo.tourchat.dev"

// ensureDemoOwner creates the demo owner with a fresh one-time password and
// returns it; an owner kept from an earlier start keeps theirs ("" returned).
func ensureDemoOwner(ctx context.Context, st store.Store, bizID string) (string, error) {
	if _, err := st.UserByEmail(ctx, DemoOwnerEmail); err == nil {
		return "", nil
	} else if !errors.Is(err, store.ErrNotFound) {
		return "", err
	}
	pw := store.NewOneTimePassword()
	u := &store.User{BusinessID: bizID, Email: DemoOwnerEmail, Name: "Demo Owner", Role: store.RoleOwner,
		PasswordHash: password.Hash(pw, password.Default)}
	if err := st.CreateUser(ctx, u); err != nil {
		return "", fmt.Errorf("demo owner: %w", err)
	}
	return pw, nil
}

// ensureKey stores the given key (when not stored yet) or a new one.
func ensureKey(ctx context.Context, st store.Store, bizID, kind, text string) (string, error) {
	name := "Demo secret key"
	if kind == store.KeyPublishable {
		name = "Demo publishable key (widget)"
	}
	if text == "" {
		k, secret := store.NewAPIKey(bizID, kind, []string{store.ScopeAll})
		k.Name = name
		return secret, st.CreateKey(ctx, k)
	}
	got, ok := store.KeyKindOf(text, 24)
	if !ok || got != kind {
		name := "TOURCHAT_DEMO_KEY"
		if kind == store.KeyPublishable {
			name = "TOURCHAT_DEMO_PUBLISHABLE_KEY"
		}
		return "", fmt.Errorf("%s must be a %s key (prefix and at least 24 base62 characters)", name, kind)
	}
	if _, err := st.KeyByHash(ctx, store.HashKey(text)); err == nil {
		return text, nil
	} else if !errors.Is(err, store.ErrNotFound) {
		return "", err
	}
	scopes := []string{store.ScopeAll}
	if kind == store.KeyPublishable {
		scopes = nil
	}
	k := store.KeyFromSecret(bizID, kind, text, scopes)
	k.Name = name
	return text, st.CreateKey(ctx, k)
}

// SeedDemo seeds the demo business into st (tourchat demo).
func SeedDemo(ctx context.Context, st store.Store, secret, publishable string) (*DemoKeys, error) {
	return seedDemo(ctx, st, secret, publishable)
}

// ParseCatalog reads a catalog file: a JSON array of services in the
// GET /v1/services/{id} storage shape (texts per language), validated.
func ParseCatalog(raw []byte, businessID string) ([]store.Service, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var svcs []store.Service
	if err := dec.Decode(&svcs); err != nil {
		return nil, fmt.Errorf("catalog: %w", err)
	}
	seen := map[string]bool{}
	for i := range svcs {
		svcs[i].BusinessID = businessID
		if svcs[i].CreatedAt.IsZero() {
			svcs[i].CreatedAt = time.Now().UTC()
		}
		if err := svcs[i].Validate(); err != nil {
			return nil, fmt.Errorf("catalog entry %d: %w", i, err)
		}
		if seen[svcs[i].ID] {
			return nil, fmt.Errorf("catalog: service %s appears twice", svcs[i].ID)
		}
		seen[svcs[i].ID] = true
	}
	return svcs, nil
}

// seedDemoKnowledge creates the demo's knowledge entries, or puts back
// their texts when they exist (a restart on Postgres).
func seedDemoKnowledge(ctx context.Context, st store.Store) error {
	entries, err := demo.Knowledge()
	if err != nil {
		return err
	}
	for i := range entries {
		e := entries[i]
		err := st.CreateKnowledgeEntry(ctx, &e)
		if errors.Is(err, store.ErrConflict) {
			svc := e.ServiceID
			_, err = st.UpdateKnowledgeEntry(ctx, e.BusinessID, e.ID, store.KnowledgePatch{
				Question: &e.Question, Answer: &e.Answer, ServiceID: &svc, Tags: &e.Tags,
			})
		}
		if err != nil {
			return fmt.Errorf("demo knowledge %s: %w", e.ID, err)
		}
	}
	return nil
}

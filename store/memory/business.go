package memory

import (
	"cmp"
	"context"
	"fmt"
	"slices"

	"github.com/tourchat/tourchat/store"
)

// CreateBusiness stores a new tenant, giving it an id when it has none.
func (s *Store) CreateBusiness(_ context.Context, b *store.Business) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.clock()
	if b.ID == "" {
		b.ID = s.newID(store.PrefixBusiness, now)
	}
	if _, ok := s.businesses[b.ID]; ok {
		return fmt.Errorf("business %s: %w", b.ID, store.ErrConflict)
	}
	b.Object = "business"
	if b.CreatedAt.IsZero() {
		b.CreatedAt = now
	}
	s.businesses[b.ID] = ptr(cloneBusiness(b))
	return nil
}

// Business returns a tenant.
func (s *Store) Business(_ context.Context, id string) (*store.Business, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.businesses[id]
	if !ok {
		return nil, notFound("business", id)
	}
	return ptr(cloneBusiness(b)), nil
}

// UpdateBusiness replaces a tenant's settings; its creation time is kept.
func (s *Store) UpdateBusiness(_ context.Context, b *store.Business) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	old, ok := s.businesses[b.ID]
	if !ok {
		return notFound("business", b.ID)
	}
	b.Object = "business"
	b.CreatedAt = old.CreatedAt
	s.businesses[b.ID] = ptr(cloneBusiness(b))
	return nil
}

// CreateKey stores a key; ErrConflict when its id or its hash exists.
func (s *Store) CreateKey(_ context.Context, k *store.APIKey) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := store.ValidateKey(k); err != nil {
		return err
	}
	if err := s.needBusiness(k.BusinessID); err != nil {
		return err
	}
	now := s.clock()
	if k.ID == "" {
		k.ID = s.newID(store.PrefixKey, now)
	}
	if _, ok := s.keys[k.ID]; ok {
		return fmt.Errorf("key %s: %w", k.ID, store.ErrConflict)
	}
	if _, ok := s.keyByHash[string(k.Hash)]; ok {
		return fmt.Errorf("key hash: %w", store.ErrConflict)
	}
	if k.CreatedAt.IsZero() {
		k.CreatedAt = now
	}
	c := ptr(cloneKey(k))
	s.keys[c.ID] = c
	s.keyByHash[string(c.Hash)] = c
	return nil
}

// KeyByHash finds a key, revoked or not, by the SHA-256 of its text.
func (s *Store) KeyByHash(_ context.Context, hash []byte) (*store.APIKey, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	k, ok := s.keyByHash[string(hash)]
	if !ok {
		return nil, fmt.Errorf("key: %w", store.ErrNotFound)
	}
	return ptr(cloneKey(k)), nil
}

// Key finds a key of the business by id.
func (s *Store) Key(_ context.Context, businessID, id string) (*store.APIKey, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	k, ok := s.keys[id]
	if !ok || k.BusinessID != businessID {
		return nil, notFound("key", id)
	}
	return ptr(cloneKey(k)), nil
}

// RevokeKey sets RevokedAt; revoking again keeps the first time.
func (s *Store) RevokeKey(_ context.Context, businessID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k, ok := s.keys[id]
	if !ok || k.BusinessID != businessID {
		return notFound("key", id)
	}
	if k.RevokedAt == nil {
		k.RevokedAt = ptr(s.clock())
	}
	return nil
}

// ListKeys returns a business's keys, oldest first.
func (s *Store) ListKeys(_ context.Context, businessID string) ([]store.APIKey, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []store.APIKey{}
	for _, k := range s.keys {
		if k.BusinessID == businessID {
			out = append(out, cloneKey(k))
		}
	}
	slices.SortFunc(out, func(a, b store.APIKey) int { return cmp.Compare(a.ID, b.ID) })
	return out, nil
}

// UpsertService creates or replaces a service, keeping the first creation time.
func (s *Store) UpsertService(_ context.Context, svc *store.Service) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := store.ValidateService(svc); err != nil {
		return err
	}
	if err := s.needBusiness(svc.BusinessID); err != nil {
		return err
	}
	k := bizKey{svc.BusinessID, svc.ID}
	if old, ok := s.services[k]; ok {
		svc.CreatedAt = old.CreatedAt
	} else {
		if err := store.CheckCatalogRoom(s.servicesHeldLocked(svc.BusinessID)); err != nil {
			return err
		}
		if svc.CreatedAt.IsZero() {
			svc.CreatedAt = s.clock()
		}
	}
	s.services[k] = ptr(cloneService(svc))
	return nil
}

// servicesHeldLocked counts a business's services (archived ones too); s.mu is held.
func (s *Store) servicesHeldLocked(businessID string) int {
	n := 0
	for k := range s.services {
		if k.biz == businessID {
			n++
		}
	}
	return n
}

// Service returns one service of the business.
func (s *Store) Service(_ context.Context, businessID, id string) (*store.Service, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	svc, ok := s.services[bizKey{businessID, id}]
	if !ok {
		return nil, notFound("service", id)
	}
	return ptr(cloneService(svc)), nil
}

// Services lists a business's services ordered by id.
func (s *Store) Services(_ context.Context, businessID string) ([]store.Service, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []store.Service{}
	for k, svc := range s.services {
		if k.biz == businessID {
			out = append(out, cloneService(svc))
		}
	}
	slices.SortFunc(out, func(a, b store.Service) int { return cmp.Compare(a.ID, b.ID) })
	return out, nil
}

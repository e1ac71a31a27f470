package storetest

import (
	"slices"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// Where the doc comments in store leave room, the suite enforces these
// decisions (every backend must agree, since callers cannot tell them apart):
//
//   - Creates fill the passed pointer: an empty id is generated (biz_, key_,
//     wh_), Object and CreatedAt/UpdatedAt are set. Two keys with one hash
//     conflict.
//   - Lists: limit 0 means 20, above 100 means 100; newest first by id.
//     Since is inclusive and Until exclusive, on CreatedAt, except for
//     conversations, which are ordered and filtered by UpdatedAt.
//   - Events about a booking, lead, conversation or message carry SessionID
//     when there is one.
//   - Conversations: Version is 1 after the first turn; an ExpectVersion other
//     than the current one (0 when none) is ErrConflict. Handoff stays set once
//     requested. A message id set by the caller is kept; messages page in the
//     order they were added (visitor, then reply), whatever their ids.
//     AddStaffMessage needs an existing conversation (else ErrNotFound), adds
//     one to message_count and writes conversation.message_created. A
//     conversation carries its session's lead id.
//   - Handoff: statuses move only by store.ApplyConversation's table, decided
//     on the stored row; status events carry the conversation as data and
//     come before the message event of the same change.
//   - Deliveries keep their status while claimed; the lease is measured against
//     the now passed to ClaimDeliveries and ends with RecordAttempt.
//     RetryDelivery leaves the status pending or retrying, due now. Enabling a
//     webhook clears DisabledReason; a deleted webhook's deliveries are never
//     claimed; webhook.test goes only to the webhook tested.
//   - PruneEvents keeps an event that still has a pending or retrying delivery
//     and counts the events it removed.
//   - Idempotency: a different hash is ErrIdempotencyMismatch even while the
//     first request is still running.

// Run is the conformance suite of store.Store: every backend's tests call it
// with a constructor. Each subtest calls newStore for a store of its own,
// which must be empty (the delivery and outbox claims are global), and the
// constructor registers the store's cleanup with t.Cleanup.
func Run(t *testing.T, newStore func(t *testing.T) store.Store) {
	groups := []struct {
		name  string
		tests []test
	}{
		{"Businesses", businessTests},
		{"Keys", keyTests},
		{"Catalog", catalogTests},
		{"Knowledge", knowledgeTests},
		{"Bookings", bookingTests},
		{"Leads", leadTests},
		{"Conversations", conversationTests},
		{"Handoff", handoffTests},
		{"Webhooks", webhookTests},
		{"Deliveries", deliveryTests},
		{"Events", eventTests},
		{"Validation", validationTests},
		{"Idempotency", idempotencyTests},
		{"Analytics", analyticsTests},
		{"Isolation", isolationTests},
		{"Staff", staffTests},
		{"CatalogWrites", catalogWriteTests},
	}
	for _, g := range groups {
		t.Run(g.name, func(t *testing.T) {
			for _, tc := range g.tests {
				t.Run(tc.name, func(t *testing.T) {
					tc.run(t, newFixture(t, newStore(t)))
				})
			}
		})
	}
}

// test is one conformance case, given a fresh fixture.
type test struct {
	name string
	run  func(t *testing.T, f *fixture)
}

var businessTests = []test{
	{"PingAnswers", func(t *testing.T, f *fixture) {
		noErr(t, "Ping", f.s.Ping(f.ctx))
	}},
	{"CreateAndGet", func(t *testing.T, f *fixture) {
		got, err := f.s.Business(f.ctx, f.biz.ID)
		noErr(t, "Business", err)
		if got.Name != "Lisbon Tours" || got.Timezone != "Europe/Lisbon" || got.Currency != "EUR" ||
			got.Country != "PT" || got.DefaultLanguage != "en" || !slices.Equal(got.Languages, []string{"en", "pt"}) ||
			!slices.Equal(got.Origins, []string{"http://localhost:*"}) {
			t.Fatalf("Business = %+v", got)
		}
		if got.CreatedAt.IsZero() {
			t.Fatal("CreatedAt not set")
		}
	}},
	{"DuplicateIDConflicts", func(t *testing.T, f *fixture) {
		dup := *f.biz
		dup.Name = "Other"
		wantErr(t, "CreateBusiness twice", f.s.CreateBusiness(f.ctx, &dup), store.ErrConflict)
		got, err := f.s.Business(f.ctx, f.biz.ID)
		noErr(t, "Business", err)
		if got.Name != "Lisbon Tours" {
			t.Fatalf("duplicate create changed the business: %q", got.Name)
		}
	}},
	{"UnknownNotFound", func(t *testing.T, f *fixture) {
		_, err := f.s.Business(f.ctx, "biz_nope")
		wantErr(t, "Business(unknown)", err, store.ErrNotFound)
		wantErr(t, "UpdateBusiness(unknown)", f.s.UpdateBusiness(f.ctx, &store.Business{ID: "biz_nope", Name: "x"}), store.ErrNotFound)
	}},
	{"Update", func(t *testing.T, f *fixture) {
		b := *f.biz
		b.Name = "Porto Tours"
		b.Origins = []string{"https://a.example"}
		noErr(t, "UpdateBusiness", f.s.UpdateBusiness(f.ctx, &b))
		got, err := f.s.Business(f.ctx, f.biz.ID)
		noErr(t, "Business", err)
		if got.Name != "Porto Tours" || !slices.Equal(got.Origins, []string{"https://a.example"}) {
			t.Fatalf("after update: %+v", got)
		}
	}},
	{"ReturnsCopies", func(t *testing.T, f *fixture) {
		got, err := f.s.Business(f.ctx, f.biz.ID)
		noErr(t, "Business", err)
		got.Name = "mutated"
		got.Languages[0] = "xx"
		again, err := f.s.Business(f.ctx, f.biz.ID)
		noErr(t, "Business", err)
		if again.Name != "Lisbon Tours" || again.Languages[0] != "en" {
			t.Fatalf("caller's change reached the store: %+v", again)
		}
	}},
}

var keyTests = []test{
	{"CreateFindRevoke", func(t *testing.T, f *fixture) {
		k, secret := store.NewAPIKey(f.biz.ID, store.KeySecret, []string{store.ScopeBookingsRead})
		noErr(t, "CreateKey", f.s.CreateKey(f.ctx, k))
		got, err := f.s.KeyByHash(f.ctx, store.HashKey(secret))
		noErr(t, "KeyByHash", err)
		if got.ID != k.ID || got.BusinessID != f.biz.ID || got.Kind != store.KeySecret ||
			got.Prefix != k.Prefix || !store.KeyMatches(secret, got.Hash) || !got.HasScope(store.ScopeBookingsRead) || got.Revoked() {
			t.Fatalf("KeyByHash = %+v", got)
		}
		if got.CreatedAt.IsZero() {
			t.Fatal("CreatedAt not set")
		}
		byID, err := f.s.Key(f.ctx, f.biz.ID, k.ID)
		noErr(t, "Key", err)
		if byID.ID != k.ID || !store.KeyMatches(secret, byID.Hash) || byID.Revoked() {
			t.Fatalf("Key = %+v", byID)
		}
		noErr(t, "RevokeKey", f.s.RevokeKey(f.ctx, f.biz.ID, k.ID))
		got, err = f.s.KeyByHash(f.ctx, store.HashKey(secret))
		noErr(t, "KeyByHash after revoke", err)
		if got.RevokedAt == nil {
			t.Fatal("RevokedAt not set after RevokeKey")
		}
		if byID, err = f.s.Key(f.ctx, f.biz.ID, k.ID); err != nil || !byID.Revoked() {
			t.Fatalf("Key after revoke = %+v, %v", byID, err)
		}
	}},
	{"UnknownNotFound", func(t *testing.T, f *fixture) {
		_, err := f.s.KeyByHash(f.ctx, store.HashKey("tc_live_unknown"))
		wantErr(t, "KeyByHash(unknown)", err, store.ErrNotFound)
		wantErr(t, "RevokeKey(unknown)", f.s.RevokeKey(f.ctx, f.biz.ID, "key_nope"), store.ErrNotFound)
		_, err = f.s.Key(f.ctx, f.biz.ID, "key_nope")
		wantErr(t, "Key(unknown)", err, store.ErrNotFound)
	}},
	{"SameHashConflicts", func(t *testing.T, f *fixture) {
		k := store.KeyFromSecret(f.biz.ID, store.KeySecret, "tc_live_aaaaaaaaaaaaaaaaaaaaaaaaaaaa", []string{"*"})
		noErr(t, "CreateKey", f.s.CreateKey(f.ctx, k))
		k2 := store.KeyFromSecret(f.biz.ID, store.KeySecret, "tc_live_aaaaaaaaaaaaaaaaaaaaaaaaaaaa", []string{"*"})
		wantErr(t, "CreateKey(same hash)", f.s.CreateKey(f.ctx, k2), store.ErrConflict)
	}},
	{"List", func(t *testing.T, f *fixture) {
		k1, _ := store.NewAPIKey(f.biz.ID, store.KeySecret, []string{"*"})
		k2, _ := store.NewAPIKey(f.biz.ID, store.KeyPublishable, nil)
		// Ids made in one millisecond do not sort by creation: make k1's older.
		k1.ID = store.NewIDAt(store.PrefixKey, time.Now().Add(-time.Second))
		other := f.addBusiness("Other")
		k3, _ := store.NewAPIKey(other.ID, store.KeySecret, []string{"*"})
		for _, k := range []*store.APIKey{k1, k2, k3} {
			noErr(t, "CreateKey", f.s.CreateKey(f.ctx, k))
		}
		keys, err := f.s.ListKeys(f.ctx, f.biz.ID)
		noErr(t, "ListKeys", err)
		got := ids(keys, func(k store.APIKey) string { return k.ID })
		want := []string{k1.ID, k2.ID} // oldest first
		if !slices.Equal(got, want) {
			t.Fatalf("ListKeys = %v, want %v", got, want)
		}
		wantErr(t, "RevokeKey(other business)", f.s.RevokeKey(f.ctx, f.biz.ID, k3.ID), store.ErrNotFound)
	}},
}

var catalogTests = []test{
	{"GetAndList", func(t *testing.T, f *fixture) {
		got, err := f.s.Service(f.ctx, f.biz.ID, "svc_walk")
		noErr(t, "Service", err)
		if got.BusinessID != f.biz.ID || got.Name["en"] != "Alfama Walk" || got.Capacity != 10 || got.Price != 25.5 ||
			got.DurationMinutes != 120 || len(got.Schedule["mon"]) != 2 || len(got.Images) != 1 || got.Images[0].Alt["en"] != "Alfama Walk" {
			t.Fatalf("Service = %+v", got)
		}
		f.addService(f.biz.ID, "svc_aaa", "Early", 5, 10, []string{"08:00"})
		list, err := f.s.Services(f.ctx, f.biz.ID)
		noErr(t, "Services", err)
		if got := ids(list, func(s store.Service) string { return s.ID }); !slices.Equal(got, []string{"svc_aaa", "svc_boat", "svc_walk"}) {
			t.Fatalf("Services ids = %v, want ordered by id", got)
		}
	}},
	{"UpsertReplaces", func(t *testing.T, f *fixture) {
		svc := *f.walk
		svc.Name = store.Text{"en": "Alfama Night Walk"}
		svc.Capacity = 12
		svc.Schedule = store.Schedule{"sat": {"21:00"}}
		noErr(t, "UpsertService", f.s.UpsertService(f.ctx, &svc))
		got, err := f.s.Service(f.ctx, f.biz.ID, "svc_walk")
		noErr(t, "Service", err)
		if got.Name["en"] != "Alfama Night Walk" || got.Name["pt"] != "" || got.Capacity != 12 ||
			len(got.Schedule) != 1 || got.Schedule["sat"][0] != "21:00" {
			t.Fatalf("after replace: %+v", got)
		}
		list, err := f.s.Services(f.ctx, f.biz.ID)
		noErr(t, "Services", err)
		if len(list) != 2 {
			t.Fatalf("replace added a service: %d services", len(list))
		}
	}},
	{"UnknownNotFound", func(t *testing.T, f *fixture) {
		_, err := f.s.Service(f.ctx, f.biz.ID, "svc_nope")
		wantErr(t, "Service(unknown)", err, store.ErrNotFound)
	}},
	{"SameIDInTwoBusinesses", func(t *testing.T, f *fixture) {
		other := f.addBusiness("Other")
		f.addService(other.ID, "svc_walk", "Porto Walk", 3, 9, []string{"11:00"})
		mine, err := f.s.Service(f.ctx, f.biz.ID, "svc_walk")
		noErr(t, "Service(mine)", err)
		theirs, err := f.s.Service(f.ctx, other.ID, "svc_walk")
		noErr(t, "Service(theirs)", err)
		if mine.Name["en"] != "Alfama Walk" || theirs.Name["en"] != "Porto Walk" || theirs.BusinessID != other.ID {
			t.Fatalf("services of two businesses mixed: %q / %q", mine.Name["en"], theirs.Name["en"])
		}
		_, err = f.s.Service(f.ctx, other.ID, "svc_boat")
		wantErr(t, "Service(other business)", err, store.ErrNotFound)
		list, err := f.s.Services(f.ctx, other.ID)
		noErr(t, "Services", err)
		if len(list) != 1 {
			t.Fatalf("other business sees %d services", len(list))
		}
	}},
	{"ListSlots", func(t *testing.T, f *fixture) {
		f.mustBook(f.slot(f.walk, 0), 3, "")
		offers, err := store.ListSlots(f.ctx, f.s, f.biz, "", f.day)
		noErr(t, "ListSlots", err)
		if len(offers) != 3 {
			t.Fatalf("%d offers, want 3", len(offers))
		}
		if offers[0].ID != f.slot(f.walk, 0) || offers[0].Booked != 3 || offers[0].Available() != 7 ||
			offers[1].ServiceID != "svc_boat" || offers[1].Booked != 0 || offers[2].Start.Hour() != 15 {
			t.Fatalf("offers = %+v", offers)
		}
		if offers[0].Status(time.Now()) != store.SlotAvailable {
			t.Fatalf("status %s", offers[0].Status(time.Now()))
		}
		_, err = store.ListSlots(f.ctx, f.s, f.biz, "svc_nope", f.day)
		wantErr(t, "ListSlots(unknown service)", err, store.ErrNotFound)
	}},
}

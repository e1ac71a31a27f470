package app

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store/postgres/pgtest"
	"github.com/tourchat/tourchat/store/transfer"
)

// TestFromOneMachineToMany runs the default server on a SQLite data
// directory, copies its file into Postgres as `tourchat migrate --to
// postgres` does, and runs the two-instance tests on the copy, which
// still holds what the single machine wrote.
func TestFromOneMachineToMany(t *testing.T) {
	dir := t.TempDir()
	one := startServer(t, Config{DataDir: dir})
	if one.app.Kind != StoreSQLite {
		t.Fatalf("store = %s, want sqlite", one.app.Kind)
	}
	day := time.Now().In(mustLoc(t)).AddDate(0, 0, 5).Format("2006-01-02")
	slot := one.call("GET", "/v1/bookings?date="+day+"&service_id=svc_tagus_kayak", one.key, nil, 200)["slots"].([]any)[0].(map[string]any)
	bk := one.call("POST", "/v1/bookings", one.key, map[string]any{"slot_id": slot["slot_id"], "guests": 2,
		"customer": map[string]any{"name": "Single", "email": "single@example.com"}}, 201)["id"].(string)
	one.chat("ladder-1", "Do you have kayak tours next Saturday?")
	one.chat("ladder-2", "I'm Rita, rita@example.com")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := one.app.Close(ctx); err != nil {
		t.Fatal(err)
	}
	one.srv.Close()

	db := pgtest.NewDatabase(t)
	rep, err := transfer.SQLiteToPostgres(ctx, filepath.Join(dir, SQLiteFile), db)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Tables) == 0 {
		t.Fatal("nothing copied")
	}
	a, b := startClusterOn(t, db)
	if got := b.call("GET", "/v1/bookings/"+bk, b.key, nil, 200); got["guests"].(float64) != 2 || got["status"] != "confirmed" {
		t.Errorf("the single machine's booking on the cluster: %v", got)
	}
	if leads := a.call("GET", "/v1/leads", a.key, nil, 200)["data"].([]any); len(leads) != 1 {
		t.Errorf("leads on the cluster: %v", leads)
	}
	r := b.chat("ladder-1", "and for 4 people?")
	if opts := r["booking_options"].([]any); len(opts) == 0 || opts[0].(map[string]any)["service_id"] != "svc_tagus_kayak" {
		t.Errorf("the conversation begun on one machine forgot its search on the cluster: %v", r["message"])
	}
	twoInstances(t, a, b)
}

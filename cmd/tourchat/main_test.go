package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tourchat/tourchat/cmd/tourchat/app"
	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/password"
	"github.com/tourchat/tourchat/store/postgres"
	"github.com/tourchat/tourchat/store/postgres/pgtest"
	"github.com/tourchat/tourchat/store/sqlite"
)

func runCmd(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	err := run(context.Background(), args, &out, &errOut)
	return out.String(), err
}

// TestOperatorCommands runs the contract's sub-commands against a fresh
// Postgres database and checks what they stored.
func TestOperatorCommands(t *testing.T) {
	db := pgtest.NewDatabase(t)
	t.Setenv("TOURCHAT_DATABASE_URL", db)
	st, err := postgres.Open(context.Background(), db, postgres.Options{})
	must(t, err)
	defer st.Close()
	operatorCommands(t, st)
}

// TestOperatorCommandsOnSQLite runs them on the SQLite file of a data
// directory that a running server is using at the same time: what they
// write, the server sees at once.
func TestOperatorCommandsOnSQLite(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TOURCHAT_DATABASE_URL", "")
	t.Setenv("TOURCHAT_STORE", "")
	t.Setenv("TOURCHAT_DATA_DIR", dir)
	a, err := app.New(context.Background(), app.Config{DataDir: dir, Demo: true, WebhookRetrySchedule: "5s,5m"})
	must(t, err)
	a.Start()
	defer a.Close(context.Background())
	operatorCommands(t, a.Store)
}

func operatorCommands(t *testing.T, st store.Store) {
	ctx := context.Background()
	if out, err := runCmd(t, "migrate"); err != nil || !strings.Contains(out, "up to date") {
		t.Fatalf("migrate: %q %v", out, err)
	}
	out, err := runCmd(t, "business", "create", "--name", "Porto Boats", "--id", "biz_porto", "--timezone", "Europe/Lisbon",
		"--currency", "eur", "--origins", "https://portoboats.example,http://localhost:*")
	if err != nil || strings.TrimSpace(out) != "biz_porto" {
		t.Fatalf("business create: %q %v", out, err)
	}
	if _, err := runCmd(t, "business", "create", "--name", "Again", "--id", "biz_porto"); err == nil {
		t.Fatal("a duplicate business id was accepted")
	}
	out, err = runCmd(t, "keys", "create", "--business", "biz_porto", "--scopes", "bookings:read,chat:write")
	lines := strings.Fields(out)
	if err != nil || len(lines) != 2 || !strings.HasPrefix(lines[0], "key_") || !strings.HasPrefix(lines[1], "tc_live_") {
		t.Fatalf("keys create: %q %v", out, err)
	}
	keyID, secret := lines[0], lines[1]
	if _, err := runCmd(t, "keys", "create", "--business", "biz_porto", "--scopes", "bookings:fly"); err == nil {
		t.Fatal("an unknown scope was accepted")
	}
	pk, err := runCmd(t, "keys", "create", "--business", "biz_porto", "--publishable")
	if err != nil || !strings.Contains(pk, "tc_pk_") {
		t.Fatalf("publishable: %q %v", pk, err)
	}

	catalog := filepath.Join(t.TempDir(), "catalog.json")
	must(t, os.WriteFile(catalog, []byte(`[{"id":"svc_douro_cruise","name":{"en":"Douro River Cruise","pt":"Cruzeiro no Douro"},
		"description":{"en":"Six bridges by boat."},"duration_minutes":50,"price":18,"capacity":40,
		"images":[],"schedule":{"mon":["10:00","15:00"],"sat":["10:00"]},"languages":["en","pt"]}]`), 0o600))
	if out, err := runCmd(t, "catalog", "import", "--business", "biz_porto", catalog); err != nil || !strings.Contains(out, "imported 1") {
		t.Fatalf("catalog import: %q %v", out, err)
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	must(t, os.WriteFile(bad, []byte(`[{"id":"nope","name":{"en":"x"},"duration_minutes":0}]`), 0o600))
	if _, err := runCmd(t, "catalog", "import", "--business", "biz_porto", bad); err == nil {
		t.Fatal("an invalid catalog was imported")
	}

	biz, err := st.Business(ctx, "biz_porto")
	must(t, err)
	if biz.Currency != "EUR" || biz.DefaultLanguage != "en" || !biz.AllowsOrigin("https://portoboats.example") {
		t.Errorf("business: %+v", biz)
	}
	key, err := st.KeyByHash(ctx, store.HashKey(secret))
	must(t, err)
	if key.ID != keyID || key.HasScope(store.ScopeLeadsRead) || !key.HasScope(store.ScopeChatWrite) {
		t.Errorf("key: %+v", key)
	}
	if svc, err := st.Service(ctx, "biz_porto", "svc_douro_cruise"); err != nil || svc.Capacity != 40 {
		t.Errorf("service: %+v %v", svc, err)
	}

	if out, err := runCmd(t, "keys", "revoke", "--business", "biz_porto", keyID); err != nil || !strings.Contains(out, "revoked") {
		t.Fatalf("revoke: %q %v", out, err)
	}
	if key, err = st.KeyByHash(ctx, store.HashKey(secret)); err != nil || !key.Revoked() {
		t.Errorf("after revoke: %+v %v", key, err)
	}
	out, err = runCmd(t, "users", "create", "--business", "biz_porto", "--email", "Ana@PortoBoats.example", "--name", "Ana", "--role", "owner")
	lines = strings.Fields(out)
	if err != nil || len(lines) != 2 || !strings.HasPrefix(lines[0], "usr_") || len(lines[1]) < store.MinPasswordLength {
		t.Fatalf("users create: %q %v", out, err)
	}
	u, err := st.UserByEmail(ctx, "ana@portoboats.example")
	must(t, err)
	if ok, _ := password.Check(lines[1], u.PasswordHash); !ok || u.Role != store.RoleOwner || u.ID != lines[0] {
		t.Errorf("stored user %+v", u)
	}
	if _, err := runCmd(t, "users", "create", "--business", "biz_porto", "--email", "b@x.example", "--name", "B", "--role", "boss"); err == nil {
		t.Fatal("an unknown role was accepted")
	}
	if out, err := runCmd(t, "demo"); err != nil || !strings.Contains(out, "biz_demo") || !strings.Contains(out, "tc_live_") {
		t.Fatalf("demo: %q %v", out, err)
	}
}

// TestCommandErrors covers the memory-store guard and bad command lines.
func TestCommandErrors(t *testing.T) {
	t.Setenv("TOURCHAT_DATABASE_URL", "")
	t.Setenv("TOURCHAT_STORE", "memory")
	t.Setenv("TOURCHAT_DATA_DIR", t.TempDir())
	for _, args := range [][]string{
		{"business", "create", "--name", "X"},
		{"keys", "create", "--business", "biz_x"},
		{"catalog", "import", "--business", "biz_x", "f.json"},
		{"migrate"},
		{"backup", filepath.Join(t.TempDir(), "copy.db")},
		{"migrate", "--to", "mysql"},
		{"serve", "--store", "mongo"},
		{"serve", "--store", "postgres"},
		{"serve", "--sqlite-sync", "sometimes"},
		{"keys"},
		{"keys", "rotate"},
		{"frobnicate"},
		{"serve", "extra-arg"},
		{"serve", "--rate-limit", "0"},
		{"serve", "--log-level", "loud"},
	} {
		if _, err := runCmd(t, args...); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
	if out, err := runCmd(t, "help"); err != nil || !strings.Contains(out, "catalog import") {
		t.Errorf("help: %q %v", out, err)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestMigrateToPostgresAndBackup seeds a data directory the way a first
// start does, backs it up, then copies it into an empty Postgres database
// with `tourchat migrate --to postgres`; a second copy is refused.
func TestMigrateToPostgresAndBackup(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TOURCHAT_STORE", "")
	t.Setenv("TOURCHAT_DATABASE_URL", "")
	t.Setenv("TOURCHAT_DATA_DIR", dir)
	a, err := app.New(context.Background(), app.Config{DataDir: dir, Demo: true, WebhookRetrySchedule: "5s"})
	must(t, err)
	copyPath := filepath.Join(t.TempDir(), "backup.db")
	if out, err := runCmd(t, "backup", copyPath); err != nil || !strings.Contains(out, "backed up") {
		t.Fatalf("backup while the server runs: %q %v", out, err)
	}
	must(t, a.Close(context.Background()))
	copied, err := sqlite.Open(context.Background(), copyPath, sqlite.Options{})
	must(t, err)
	svcs, err := copied.Services(context.Background(), "biz_demo")
	copied.Close()
	if err != nil || len(svcs) != 8 {
		t.Fatalf("the backup holds %d demo services (%v)", len(svcs), err)
	}

	db := pgtest.NewDatabase(t)
	if _, err := runCmd(t, "migrate", "--to", "postgres"); err == nil {
		t.Fatal("migrate --to postgres without a database URL: no error")
	}
	t.Setenv("TOURCHAT_DATABASE_URL", db)
	out, err := runCmd(t, "migrate", "--to", "postgres")
	if err != nil || !strings.Contains(out, "every count verified") || !strings.Contains(out, "services") {
		t.Fatalf("migrate --to postgres: %q %v", out, err)
	}
	st, err := postgres.Open(context.Background(), db, postgres.Options{})
	must(t, err)
	defer st.Close()
	if svcs, err := st.Services(context.Background(), "biz_demo"); err != nil || len(svcs) != 8 {
		t.Fatalf("Postgres holds %d demo services (%v)", len(svcs), err)
	}
	if _, err := runCmd(t, "migrate", "--to", "postgres"); err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Fatalf("a second copy = %v, want a refusal", err)
	}
}

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/tourchat/tourchat/cmd/tourchat/app"
	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/password"
	"github.com/tourchat/tourchat/store/postgres"
	"github.com/tourchat/tourchat/store/sqlite"
	"github.com/tourchat/tourchat/store/transfer"
)

var errMemoryStore = errors.New("this command needs a persistent store: the memory store (TOURCHAT_STORE=memory) lives only inside a running server")

// storeConfig is the app configuration the settings select, for the
// operator commands (the same store a server with these settings uses).
func storeConfig(c *config) (app.Config, error) {
	ac, err := c.appConfig(nil)
	if err != nil {
		return ac, err
	}
	if ac.Kind() == app.StoreMemory {
		return ac, errMemoryStore
	}
	return ac, nil
}

// openDB migrates and opens the store the settings select: the SQLite file
// in the data directory (a running server may be using it at the same
// time) or Postgres. It says which on stderr.
func openDB(ctx context.Context, c *config, stderr io.Writer) (store.Store, error) {
	ac, err := storeConfig(c)
	if err != nil {
		return nil, err
	}
	if ac.Kind() == app.StoreSQLite {
		fmt.Fprintf(stderr, "store: sqlite %s\n", ac.SQLitePath())
		return sqlite.Open(ctx, ac.SQLitePath(), sqlite.Options{Synchronous: ac.SQLiteSync})
	}
	fmt.Fprintln(stderr, "store: postgres")
	if err := postgres.Migrate(ctx, c.databaseURL); err != nil {
		return nil, fmt.Errorf("migrate: %w", err)
	}
	return postgres.Open(ctx, c.databaseURL, postgres.Options{})
}

// migrate applies the schema to the configured store, or with --to
// postgres copies the SQLite store into the empty Postgres database of
// TOURCHAT_DATABASE_URL.
func migrate(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs, c := newFlags("migrate", stderr)
	to := fs.String("to", "", "postgres: copy the SQLite store of the data directory into the empty Postgres database of TOURCHAT_DATABASE_URL")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("migrate takes no arguments, got %q", fs.Args())
	}
	switch *to {
	case "":
	case "postgres":
		return migrateToPostgres(ctx, c, stdout)
	default:
		return fmt.Errorf("--to: %q is not postgres", *to)
	}
	ac, err := storeConfig(c)
	if err != nil {
		return err
	}
	if ac.Kind() == app.StoreSQLite {
		err = sqlite.Migrate(ctx, ac.SQLitePath())
	} else {
		err = postgres.Migrate(ctx, c.databaseURL)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "schema is up to date (%s)\n", ac.Kind())
	return nil
}

// migrateToPostgres is `tourchat migrate --to postgres`.
func migrateToPostgres(ctx context.Context, c *config, stdout io.Writer) error {
	if c.databaseURL == "" {
		return errors.New("migrate --to postgres needs TOURCHAT_DATABASE_URL (or --database-url): the empty database to copy into")
	}
	path := filepath.Join(c.dataDir, app.SQLiteFile)
	if _, err := os.Stat(path); err != nil {
		return fmt.Errorf("the SQLite store to copy: %w (set TOURCHAT_DATA_DIR)", err)
	}
	rep, err := transfer.SQLiteToPostgres(ctx, path, c.databaseURL)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "copied %s into Postgres, every count verified:\n", path)
	for _, t := range rep.Tables {
		fmt.Fprintf(stdout, "  %-20s %d\n", t.Name, t.Rows)
	}
	fmt.Fprintln(stdout, "Start the servers with TOURCHAT_DATABASE_URL (and TOURCHAT_REDIS_URL for more than one).")
	return nil
}

// backup writes an online, consistent copy of the SQLite store to FILE.
func backup(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs, c := newFlags("backup", stderr)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("usage: tourchat backup FILE")
	}
	ac, err := storeConfig(c)
	if err != nil {
		return err
	}
	if ac.Kind() != app.StoreSQLite {
		return errors.New("backup copies the SQLite store; back Postgres up with pg_dump")
	}
	if _, err := os.Stat(ac.SQLitePath()); err != nil {
		return fmt.Errorf("the SQLite store: %w (set TOURCHAT_DATA_DIR)", err)
	}
	if err := sqlite.Backup(ctx, ac.SQLitePath(), fs.Arg(0)); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "backed up %s to %s\n", ac.SQLitePath(), fs.Arg(0))
	return nil
}

func seedDemoCmd(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs, c := newFlags("demo", stderr)
	if err := fs.Parse(args); err != nil {
		return err
	}
	st, err := openDB(ctx, c, stderr)
	if err != nil {
		return err
	}
	defer st.Close()
	keys, err := app.SeedDemo(ctx, st, c.demoKey, c.demoPublishableKey)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "demo business %s seeded\n", keys.BusinessID)
	if keys.SecretKey != "" && c.demoKey == "" {
		fmt.Fprintf(stdout, "secret key:      %s\n", keys.SecretKey)
	}
	if c.demoPublishableKey == "" {
		fmt.Fprintf(stdout, "publishable key: %s\n", keys.PublishableKey)
	}
	return nil
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func businessCreate(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs, c := newFlags("business create", stderr)
	name := fs.String("name", "", "display name (required)")
	id := fs.String("id", "", "business id (biz_...; generated when empty)")
	tz := fs.String("timezone", "Europe/Lisbon", "IANA time zone")
	currency := fs.String("currency", "EUR", "ISO 4217 currency")
	country := fs.String("country", "PT", "ISO 3166-1 country, the default region of phone numbers")
	langs := fs.String("languages", "en,es,fr,de,it,pt", "languages, the first is the default")
	origins := fs.String("origins", "", "comma-separated allowed widget origins (https://a.example,http://localhost:*)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	b := &store.Business{
		ID: *id, Object: "business", Name: strings.TrimSpace(*name), Timezone: *tz,
		Currency: strings.ToUpper(*currency), Country: strings.ToUpper(*country),
		Languages: splitList(*langs), Origins: splitList(*origins), CreatedAt: time.Now().UTC(),
	}
	if b.ID == "" {
		b.ID = store.NewID(store.PrefixBusiness)
	}
	switch {
	case b.Name == "":
		return errors.New("--name is required")
	case !strings.HasPrefix(b.ID, store.PrefixBusiness):
		return errors.New("--id must start with biz_")
	case len(b.Currency) != 3:
		return errors.New("--currency must be an ISO 4217 code")
	case len(b.Languages) == 0:
		return errors.New("--languages must name at least one language")
	}
	if _, err := time.LoadLocation(b.Timezone); err != nil {
		return fmt.Errorf("--timezone: %w", err)
	}
	b.DefaultLanguage = b.Languages[0]
	st, err := openDB(ctx, c, stderr)
	if err != nil {
		return err
	}
	defer st.Close()
	if err := st.CreateBusiness(ctx, b); err != nil {
		return err
	}
	fmt.Fprintln(stdout, b.ID)
	return nil
}

func keysCreate(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs, c := newFlags("keys create", stderr)
	biz := fs.String("business", "", "business id (required)")
	scopes := fs.String("scopes", "*", "comma-separated scopes, or '*' for all")
	publishable := fs.Bool("publishable", false, "create a publishable key (tc_pk_...) for the widget")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *biz == "" {
		return errors.New("--business is required")
	}
	sc := splitList(*scopes)
	for _, s := range sc {
		if !store.ValidScope(s) {
			return fmt.Errorf("unknown scope %q", s)
		}
	}
	kind := store.KeySecret
	if *publishable {
		kind = store.KeyPublishable
	}
	st, err := openDB(ctx, c, stderr)
	if err != nil {
		return err
	}
	defer st.Close()
	if _, err := st.Business(ctx, *biz); err != nil {
		return fmt.Errorf("business %s: %w", *biz, err)
	}
	k, secret := store.NewAPIKey(*biz, kind, sc)
	if err := st.CreateKey(ctx, k); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s\n%s\n", k.ID, secret)
	fmt.Fprintln(stderr, "The key is shown only this once: store it now.")
	return nil
}

func keysRevoke(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs, c := newFlags("keys revoke", stderr)
	biz := fs.String("business", "", "business id (required)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *biz == "" || fs.NArg() != 1 {
		return errors.New("usage: tourchat keys revoke --business ID KEY_ID")
	}
	st, err := openDB(ctx, c, stderr)
	if err != nil {
		return err
	}
	defer st.Close()
	if err := st.RevokeKey(ctx, *biz, fs.Arg(0)); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "revoked %s\n", fs.Arg(0))
	return nil
}

func catalogImport(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs, c := newFlags("catalog import", stderr)
	biz := fs.String("business", "", "business id (required)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *biz == "" || fs.NArg() != 1 {
		return errors.New("usage: tourchat catalog import --business ID FILE")
	}
	raw, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		return err
	}
	svcs, err := app.ParseCatalog(raw, *biz)
	if err != nil {
		return err
	}
	st, err := openDB(ctx, c, stderr)
	if err != nil {
		return err
	}
	defer st.Close()
	if _, err := st.Business(ctx, *biz); err != nil {
		return fmt.Errorf("business %s: %w", *biz, err)
	}
	for i := range svcs {
		if err := st.UpsertService(ctx, &svcs[i]); err != nil {
			return fmt.Errorf("service %s: %w", svcs[i].ID, err)
		}
	}
	fmt.Fprintf(stdout, "imported %d services into %s\n", len(svcs), *biz)
	return nil
}

// healthcheck asks a running server's /readyz; the image has no curl.
func healthcheck(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("tourchat healthcheck", flag.ContinueOnError)
	fs.SetOutput(stderr)
	url := fs.String("url", "http://127.0.0.1:8080/readyz", "readiness URL")
	if err := fs.Parse(args); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, *url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("not ready: %s", resp.Status)
	}
	fmt.Fprintln(stdout, "ready")
	return nil
}

func usersCreate(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs, c := newFlags("users create", stderr)
	biz := fs.String("business", "", "business id (required)")
	email := fs.String("email", "", "sign-in email (required)")
	name := fs.String("name", "", "display name (required)")
	role := fs.String("role", store.RoleOwner, "owner, admin or agent")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *biz == "" || *email == "" || *name == "" {
		return errors.New("usage: tourchat users create --business ID --email E --name N [--role owner|admin|agent]")
	}
	st, err := openDB(ctx, c, stderr)
	if err != nil {
		return err
	}
	defer st.Close()
	otp := store.NewOneTimePassword()
	u := &store.User{BusinessID: *biz, Email: *email, Name: *name, Role: *role, PasswordHash: password.Hash(otp, password.Default)}
	if err := st.CreateUser(ctx, u); err != nil {
		return fmt.Errorf("users create: %w", err)
	}
	fmt.Fprintf(stdout, "%s\n%s\n", u.ID, otp)
	fmt.Fprintln(stderr, "The one-time password is shown only this once; change it in the dashboard (My password).")
	return nil
}

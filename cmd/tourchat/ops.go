package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/tourchat/tourchat/cmd/tourchat/app"
	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/password"
	"github.com/tourchat/tourchat/store/postgres"
)

var errNeedsDatabase = errors.New("this command needs TOURCHAT_DATABASE_URL (or --database-url): the memory store lives only inside a running server")

// openDB migrates and opens the configured Postgres store.
func openDB(ctx context.Context, c *config) (*postgres.Store, error) {
	if c.databaseURL == "" {
		return nil, errNeedsDatabase
	}
	if err := postgres.Migrate(ctx, c.databaseURL); err != nil {
		return nil, fmt.Errorf("migrate: %w", err)
	}
	return postgres.Open(ctx, c.databaseURL, postgres.Options{})
}

func migrate(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs, c := newFlags("migrate", stderr)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if c.databaseURL == "" {
		return errNeedsDatabase
	}
	if err := postgres.Migrate(ctx, c.databaseURL); err != nil {
		return err
	}
	fmt.Fprintln(stdout, "schema is up to date")
	return nil
}

func seedDemoCmd(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs, c := newFlags("demo", stderr)
	if err := fs.Parse(args); err != nil {
		return err
	}
	st, err := openDB(ctx, c)
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
	st, err := openDB(ctx, c)
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
	st, err := openDB(ctx, c)
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
	st, err := openDB(ctx, c)
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
	st, err := openDB(ctx, c)
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
	st, err := openDB(ctx, c)
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

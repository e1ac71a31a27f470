// Command tourchat is the TourChat server and its operator tools:
//
//	tourchat [serve]            run the server
//	tourchat migrate            apply the schema (SQLite or Postgres)
//	tourchat migrate --to postgres  copy the SQLite store into an empty Postgres
//	tourchat backup FILE        an online, consistent copy of the SQLite store
//	tourchat demo               seed the demo business into the configured store
//	tourchat business create    create a business
//	tourchat keys create|revoke manage API keys
//	tourchat catalog import     import services from a JSON file
//
// Every setting is an environment variable and a flag (TOURCHAT_REDIS_URL is
// --redis-url); see the README.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(0)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tourchat:", err)
		os.Exit(1)
	}
}

const usage = `usage: tourchat [command] [flags]

commands:
  serve                      run the server (the default)
  migrate                    apply the schema to the configured store (SQLite or Postgres)
  migrate --to postgres      copy the SQLite store into the empty Postgres of TOURCHAT_DATABASE_URL
  backup FILE                an online, consistent copy of the SQLite store
  demo                       seed the demo business into the configured store
  business create --name N [--id biz_x] [--timezone Europe/Lisbon] [--currency EUR]
                  [--country PT] [--languages en,es] [--origins https://a.example,...]
  keys create --business ID [--scopes a,b | '*'] [--publishable]
  keys revoke --business ID KEY_ID
  users create --business ID --email E --name N [--role owner|admin|agent]   prints the user id and a one-time password
  catalog import --business ID FILE
  healthcheck [--url http://127.0.0.1:8080/readyz]   exit 0 when the server is ready (for containers)

Run 'tourchat COMMAND -h' for a command's flags.
`

// run dispatches a command line; it is main without the process exits.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	cmd := "serve"
	if len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-' {
		cmd, args = args[0], args[1:]
	}
	sub := func() (string, []string, error) {
		if len(args) == 0 || args[0] == "" || args[0][0] == '-' {
			return "", nil, fmt.Errorf("%s needs a sub-command\n%s", cmd, usage)
		}
		return args[0], args[1:], nil
	}
	switch cmd {
	case "serve":
		return serve(ctx, args, stdout, stderr)
	case "migrate":
		return migrate(ctx, args, stdout, stderr)
	case "backup":
		return backup(ctx, args, stdout, stderr)
	case "demo":
		return seedDemoCmd(ctx, args, stdout, stderr)
	case "business":
		s, rest, err := sub()
		if err != nil {
			return err
		}
		if s != "create" {
			return fmt.Errorf("unknown command: business %s\n%s", s, usage)
		}
		return businessCreate(ctx, rest, stdout, stderr)
	case "keys":
		s, rest, err := sub()
		if err != nil {
			return err
		}
		switch s {
		case "create":
			return keysCreate(ctx, rest, stdout, stderr)
		case "revoke":
			return keysRevoke(ctx, rest, stdout, stderr)
		}
		return fmt.Errorf("unknown command: keys %s\n%s", s, usage)
	case "users":
		s, rest, err := sub()
		if err != nil {
			return err
		}
		if s != "create" {
			return fmt.Errorf("unknown command: users %s\n%s", s, usage)
		}
		return usersCreate(ctx, rest, stdout, stderr)
	case "catalog":
		s, rest, err := sub()
		if err != nil {
			return err
		}
		if s != "import" {
			return fmt.Errorf("unknown command: catalog %s\n%s", s, usage)
		}
		return catalogImport(ctx, rest, stdout, stderr)
	case "healthcheck":
		return healthcheck(ctx, args, stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	}
	return fmt.Errorf("unknown command %q\n%s", cmd, usage)
}

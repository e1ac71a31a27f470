package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"time"

	"github.com/tourchat/tourchat/cmd/tourchat/app"
	"github.com/tourchat/tourchat/hub/redisbroker"
	"github.com/tourchat/tourchat/store/memory"
)

// newFlags makes a command's flag set with every setting registered.
func newFlags(name string, stderr io.Writer) (*flag.FlagSet, *config) {
	fs := flag.NewFlagSet("tourchat "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	c := &config{}
	c.register(fs)
	return fs, c
}

// serve runs the server until ctx ends (SIGINT/SIGTERM), then shuts down
// gracefully: it stops accepting, closes WebSockets with 1012, lets
// requests in flight finish, and only then closes Postgres and Redis.
func serve(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs, c := newFlags("serve", stderr)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("serve takes no arguments, got %q", fs.Args())
	}
	log, err := c.logger(stderr)
	if err != nil {
		return err
	}
	ac, err := c.appConfig(log)
	if err != nil {
		return err
	}
	a, err := app.New(ctx, ac)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", ac.Addr)
	if err != nil {
		_ = a.Close(context.Background())
		return err
	}
	a.Start()
	srv := &http.Server{
		Handler:           a.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
	}
	drainer := app.NewDrainer(srv, ln)
	printBanner(stdout, ln.Addr().String(), ac, a)
	stopDebug, err := serveDebug(c.debugAddr, log)
	if err != nil {
		_ = ln.Close()
		_ = a.Close(context.Background())
		return err
	}
	defer stopDebug()
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		_ = a.Close(context.Background())
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	// Stop accepting, close WebSockets (1012) and drain HTTP; then stop the
	// relay and workers and close the backends (App.Shutdown).
	shutErr := a.Shutdown(sctx, srv, drainer)
	// The drain closes the listener before srv.Shutdown runs, so Serve
	// returns the closed listener's error rather than ErrServerClosed.
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) && !errors.Is(err, net.ErrClosed) {
		return errors.Join(err, shutErr)
	}
	return shutErr
}

// serveDebug serves Go's profiler on its own listener when addr is set, so
// it is never reachable through the public one. The returned func stops it.
func serveDebug(addr string, log *slog.Logger) (func(), error) {
	if addr == "" {
		return func() {}, nil
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("TOURCHAT_DEBUG_ADDR: %w", err)
	}
	if host, _, _ := net.SplitHostPort(ln.Addr().String()); !net.ParseIP(host).IsLoopback() {
		log.Warn("the profiler listens beyond loopback", "addr", ln.Addr().String())
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = srv.Serve(ln)
	}()
	return func() {
		_ = srv.Close()
		<-done
	}, nil
}

func printBanner(w io.Writer, addr string, ac app.Config, a *app.App) {
	hub := "in-process"
	if ac.RedisURL != "" {
		hub = "redis"
		if redisbroker.IsClusterURL(ac.RedisURL) {
			hub = "redis cluster"
		}
	}
	_, port, _ := net.SplitHostPort(addr)
	switch a.Kind {
	case app.StoreSQLite:
		fmt.Fprintf(w, "TourChat listening on %s (store: sqlite %s, hub: %s)\n", addr, ac.SQLitePath(), hub)
	case app.StoreMemory:
		fmt.Fprintf(w, "TourChat listening on %s (store: memory, hub: %s)\n", addr, hub)
		fmt.Fprintf(w, "The memory store is NOT persistent: every booking, lead, key and conversation is lost when the\n"+
			"process stops, and it keeps only the %d most recent conversations and %d events. For trials,\n"+
			"tests and demos only.\n", memory.DefaultMaxConversations, memory.DefaultMaxEvents)
	default:
		fmt.Fprintf(w, "TourChat listening on %s (store: %s, hub: %s)\n", addr, a.Kind, hub)
	}
	d := a.Demo
	if d == nil {
		return
	}
	switch {
	case d.Seeded && a.Kind == app.StoreSQLite:
		fmt.Fprintf(w, "\nDemo business:   %s (created now, on the first start: keep the keys below)\n", d.BusinessID)
	case a.Kind == app.StoreSQLite:
		fmt.Fprintf(w, "\nDemo business:   %s (created on the first start, which printed its secret key)\n", d.BusinessID)
	default:
		fmt.Fprintf(w, "\nDemo business:   %s\n", d.BusinessID)
	}
	if d.SecretKey != "" {
		fmt.Fprintf(w, "Secret key:      %s\n", d.SecretKey)
	} else if ac.DemoKey == "" {
		fmt.Fprintf(w, "Secret key:      printed by the first start only; another: tourchat keys create --business %s\n", d.BusinessID)
	}
	fmt.Fprintf(w, "Publishable key: %s\n", d.PublishableKey)
	if d.OwnerPassword != "" {
		fmt.Fprintf(w, "Dashboard owner: %s  password: %s\n", d.OwnerEmail, d.OwnerPassword)
	}
	fmt.Fprintf(w, "Demo page:       http://localhost:%s/\nDashboard:       http://localhost:%s/dashboard\n\n", port, port)
}

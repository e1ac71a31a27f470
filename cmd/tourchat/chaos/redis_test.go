//go:build chaos

package chaos

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"
)

// privateRedis is a redis-server of the test's own, on a free port in a
// temporary directory, that the test may stop, pause and restart. The shared
// Redis other work uses is never touched.
type privateRedis struct {
	t    *testing.T
	port int
	dir  string
	cmd  *exec.Cmd
	done chan struct{}
}

func startRedis(t *testing.T) *privateRedis {
	t.Helper()
	if _, err := exec.LookPath("redis-server"); err != nil {
		t.Fatal("redis-server is required for the chaos campaign: " + err.Error())
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	r := &privateRedis{t: t, port: port, dir: t.TempDir()}
	r.start()
	t.Cleanup(r.stop)
	return r
}

func (r *privateRedis) url() string { return fmt.Sprintf("redis://127.0.0.1:%d/0", r.port) }

// start runs redis-server with an append-only file, so that a restart
// keeps the data (the realistic case: a persistent Redis restarted).
func (r *privateRedis) start() {
	r.t.Helper()
	r.cmd = exec.Command("redis-server", "--port", strconv.Itoa(r.port), "--bind", "127.0.0.1",
		"--dir", r.dir, "--appendonly", "yes", "--appendfsync", "always", "--save", "", "--daemonize", "no",
		"--logfile", "")
	r.cmd.Stdout, r.cmd.Stderr = nil, nil
	if err := r.cmd.Start(); err != nil {
		r.t.Fatal(err)
	}
	r.done = make(chan struct{})
	go func(c *exec.Cmd, done chan struct{}) { _ = c.Wait(); close(done) }(r.cmd, r.done)
	deadline := time.Now().Add(10 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", r.port), 200*time.Millisecond)
		if err == nil {
			c.Close()
			return
		}
		if time.Now().After(deadline) {
			r.t.Fatalf("private redis did not start: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// stop kills the server (SIGKILL: the append-only file, fsynced on every
// write, keeps what was acknowledged) and waits for it to exit.
func (r *privateRedis) stop() {
	if r.cmd == nil || r.cmd.Process == nil {
		return
	}
	_ = r.cmd.Process.Signal(os.Kill)
	<-r.done
	r.cmd = nil
}

// restart stops the server, waits down, and starts it again on the same port.
func (r *privateRedis) restart(down time.Duration) {
	r.stop()
	time.Sleep(down)
	r.start()
}

// pause stops the process (SIGSTOP): connections stay open but nothing is
// answered, the hung Redis of a stalled host.
func (r *privateRedis) pause() { _ = r.cmd.Process.Signal(sigStop) }

// resume continues a paused server.
func (r *privateRedis) resume() { _ = r.cmd.Process.Signal(sigCont) }

package redisbroker_test

import (
	"net"
	"sync"
	"testing"
)

// proxy is a TCP relay to Redis on 127.0.0.1 that a test can cut, standing
// in for a Redis restart or a network fault without touching the shared
// Redis server other tests use.
type proxy struct {
	ln     net.Listener
	target string

	mu     sync.Mutex
	down   bool
	frozen bool // relay nothing but keep connections open (a black hole)
	conns  map[net.Conn]struct{}
	wg     sync.WaitGroup
}

func newProxy(t *testing.T, target string) *proxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{ln: ln, target: target, conns: map[net.Conn]struct{}{}}
	p.wg.Add(1)
	go p.accept()
	t.Cleanup(p.close)
	return p
}

func (p *proxy) addr() string { return p.ln.Addr().String() }

func (p *proxy) accept() {
	defer p.wg.Done()
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		down := p.down
		p.mu.Unlock()
		if down {
			_ = c.Close()
			continue
		}
		up, err := net.Dial("tcp", p.target)
		if err != nil {
			_ = c.Close()
			continue
		}
		p.mu.Lock()
		p.conns[c], p.conns[up] = struct{}{}, struct{}{}
		p.mu.Unlock()
		p.wg.Add(2)
		go p.pipe(c, up)
		go p.pipe(up, c)
	}
}

func (p *proxy) pipe(dst, src net.Conn) {
	defer p.wg.Done()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		p.mu.Lock()
		frozen := p.frozen
		p.mu.Unlock()
		if n > 0 && !frozen {
			if _, werr := dst.Write(buf[:n]); werr != nil {
				break
			}
		}
		if err != nil {
			break
		}
	}
	_ = dst.Close()
	_ = src.Close()
	p.mu.Lock()
	delete(p.conns, dst)
	delete(p.conns, src)
	p.mu.Unlock()
}

// setDown makes the proxy refuse (accept then close) new connections and,
// when going down, cuts every open one.
func (p *proxy) setDown(down bool) {
	p.mu.Lock()
	p.down = down
	var open []net.Conn
	if down {
		for c := range p.conns {
			open = append(open, c)
		}
	}
	p.mu.Unlock()
	for _, c := range open {
		_ = c.Close()
	}
}

// setFrozen makes every connection, open or new, swallow what is sent on
// it without closing: what a partition without a reset looks like.
func (p *proxy) setFrozen(frozen bool) {
	p.mu.Lock()
	p.frozen = frozen
	p.mu.Unlock()
}

func (p *proxy) close() {
	_ = p.ln.Close()
	p.setDown(true)
	p.wg.Wait()
}

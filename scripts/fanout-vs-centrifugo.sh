#!/usr/bin/env bash
# Side-by-side fan-out benchmark: TourChat and Centrifugo v6.9.1 on this
# machine, driven by the same client code (cmd/tourchat-load; -server
# centrifugo speaks Centrifugo's JSON protocol and publishes through its
# HTTP API, each publication padded to the size of TourChat's event).
#
#   scripts/fanout-vs-centrifugo.sh            # 3 alternating rounds
#   ROUNDS=5 CONNS=5000 RATE=2 DURATION=10s scripts/fanout-vs-centrifugo.sh
#
# Centrifugo is built from the module proxy's v6.9.1 source (go mod
# download, then go build in its module-cache folder) into a temporary
# folder; nothing of it is kept. Both servers run on loopback ports
# (TourChat on 28080, Centrifugo on 28000), each started afresh for each
# run and stopped after it: TourChat on its memory store
# with one booking per event, Centrifugo with its memory engine, insecure
# clients and a history of 100 per channel (TourChat keeps one too). Runs
# alternate, TourChat then Centrifugo, each with CONNS clients subscribed to
# one channel, RATE events per second for DURATION; every run prints its
# figures, then the medians and the TourChat/Centrifugo ratios.
set -euo pipefail
cd "$(dirname "$0")/.."

ROUNDS=${ROUNDS:-3}
CONNS=${CONNS:-5000}
RATE=${RATE:-2}
DURATION=${DURATION:-10s}
PAD=${PAD:-800}
TC_PORT=${TC_PORT:-28080}
CF_PORT=${CF_PORT:-28000}
KEY=tc_test_sidebyside$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')

tmp=$(mktemp -d)
pids=()
cleanup() {
  for p in "${pids[@]+"${pids[@]}"}"; do kill "$p" 2>/dev/null || true; done
  for p in "${pids[@]+"${pids[@]}"}"; do wait "$p" 2>/dev/null || true; done
  rm -rf "$tmp"
}
trap cleanup EXIT

echo "== building Centrifugo v6.9.1, TourChat and tourchat-load into $tmp"
dir=$(go mod download -json github.com/centrifugal/centrifugo/v6@v6.9.1 | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
[ -n "$dir" ] || { echo "go mod download gave no folder" >&2; exit 1; }
(cd "$dir" && go build -o "$tmp/centrifugo" .)
go build -o "$tmp/tourchat" ./cmd/tourchat
go build -o "$tmp/tourchat-load" ./cmd/tourchat-load
"$tmp/centrifugo" version || true

cat >"$tmp/centrifugo.json" <<EOF
{
  "http_server": {"address": "127.0.0.1", "port": "$CF_PORT"},
  "client": {"insecure": true, "allowed_origins": ["*"]},
  "http_api": {"key": "$KEY"},
  "prometheus": {"enabled": true},
  "engine": {"type": "memory"},
  "channel": {"without_namespace": {"history_size": 100, "history_ttl": "600s"}},
  "log": {"level": "error"}
}
EOF

ulimit -n 65536 2>/dev/null || true
# Each run gets a fresh server, so that its memory per connection is not
# hidden by memory a previous run left to the process.
start_tourchat() {
  TOURCHAT_STORE=memory TOURCHAT_ADDR=127.0.0.1:$TC_PORT TOURCHAT_DEMO_KEY=$KEY TOURCHAT_RATE_LIMIT=100000000 TOURCHAT_LOG_LEVEL=error \
    "$tmp/tourchat" >"$tmp/tourchat.log" 2>&1 &
  pids+=($!)
  wait_up "http://127.0.0.1:$TC_PORT/healthz" "$tmp/tourchat.log"
}
start_centrifugo() {
  "$tmp/centrifugo" --config "$tmp/centrifugo.json" >"$tmp/centrifugo.log" 2>&1 &
  pids+=($!)
  wait_up "http://127.0.0.1:$CF_PORT/metrics" "$tmp/centrifugo.log"
}
# wait_up waits for the server just started to answer, and checks that it
# is ours that answers (the port was free).
wait_up() {
  for _ in $(seq 1 100); do
    kill -0 "${pids[-1]}" 2>/dev/null || break
    curl -fsS "$1" >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  cat "$2"; exit 1
}
stop_server() {
  local p=${pids[-1]}
  kill "$p"; wait "$p" 2>/dev/null || true
  unset 'pids[-1]'
}

common=(-key "$KEY" -conns "$CONNS" -subscribe business -rate "$RATE" -duration "$DURATION" -json)
for r in $(seq 1 "$ROUNDS"); do
  echo "== round $r of $ROUNDS (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
  start_tourchat
  "$tmp/tourchat-load" -url "http://127.0.0.1:$TC_PORT" -publish booking "${common[@]}" >"$tmp/tc-$r.json" 2>"$tmp/tc-$r.log"
  stop_server
  start_centrifugo
  "$tmp/tourchat-load" -url "http://127.0.0.1:$CF_PORT" -server centrifugo -pad "$PAD" -publish booking "${common[@]}" >"$tmp/cf-$r.json" 2>"$tmp/cf-$r.log"
  stop_server
done

python3 - "$tmp" "$ROUNDS" <<'EOF'
import json, statistics, sys
tmp, rounds = sys.argv[1], int(sys.argv[2])
def load(kind):
    out = []
    for r in range(1, rounds + 1):
        with open(f"{tmp}/{kind}-{r}.json") as f:
            out.append(json.load(f))
    return out
def fig(rep):
    d, m = rep["delivery"], rep["memory"]
    return {
        "deliveries": d["count"], "gaps": d["offset_gaps"],
        "p50_ms": d["latency"]["p50_ns"] / 1e6, "p99_ms": d["latency"]["p99_ns"] / 1e6,
        "rss_kib_per_conn": m["rss_per_conn"] / 1024, "heap_kib_per_conn": m["heap_inuse_per_conn"] / 1024,
        "connected": rep["connections"]["connected"], "subscribed": rep["connections"]["subscribed"],
    }
tc, cf = [fig(x) for x in load("tc")], [fig(x) for x in load("cf")]
cols = ["connected", "subscribed", "deliveries", "gaps", "p50_ms", "p99_ms", "rss_kib_per_conn", "heap_kib_per_conn"]
print("run            " + " ".join(f"{c:>17}" for c in cols))
for i in range(rounds):
    for name, f in (("tourchat", tc[i]), ("centrifugo", cf[i])):
        print(f"{name:<10} #{i+1:<2} " + " ".join(f"{f[c]:>17.1f}" if isinstance(f[c], float) else f"{f[c]:>17}" for c in cols))
print()
for c in ["p50_ms", "p99_ms", "rss_kib_per_conn", "heap_kib_per_conn"]:
    a, b = statistics.median(x[c] for x in tc), statistics.median(x[c] for x in cf)
    print(f"median {c:<18} tourchat {a:8.1f}  centrifugo {b:8.1f}  ratio {a / b if b else float('nan'):.2f}")
EOF
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"

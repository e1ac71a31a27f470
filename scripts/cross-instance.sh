#!/usr/bin/env bash
# Cross-instance delivery through Redis and through a Redis Cluster: two
# TourChat instances (A publishes, B serves the subscribers) on one broker,
# driven by cmd/tourchat-load.
#
#   scripts/cross-instance.sh                       # Redis, then the local Redis Cluster
#   REDIS_URLS="redis://127.0.0.1:6379/0" RATE=500 SUBS=200 scripts/cross-instance.sh
#
# Each chat turn on A makes two conversation.message_created events (the
# visitor's message and the answer) on the turn's session channel; B's SUBS
# clients each subscribe to one of SUBS sessions, and the publisher chats in
# those sessions at RATE turns per second: 2 x RATE events per second,
# spread over SUBS subscribers. Latency is from the chat request's send to
# the subscriber reading the event. The instances use the memory store (the
# store is not what is measured) and the broker named by each URL; the
# cluster URL defaults to the one scripts/redis-cluster.sh starts.
set -euo pipefail
cd "$(dirname "$0")/.."

RATE=${RATE:-500}
SUBS=${SUBS:-200}
DURATION=${DURATION:-10s}
WARMUP=${WARMUP:-2s} # published first and left out of the figures; WARMUP=0s shows a cold start
A_PORT=${A_PORT:-28081}
B_PORT=${B_PORT:-28082}
if [ -z "${REDIS_URLS:-}" ]; then
  REDIS_URLS="redis://127.0.0.1:6379/0 $(scripts/redis-cluster.sh start)"
fi
KEY=tc_test_crossinst$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')

tmp=$(mktemp -d)
pids=()
stop_all() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  pids=()
}
trap 'stop_all; rm -rf "$tmp"' EXIT
go build -o "$tmp/tourchat" ./cmd/tourchat
go build -o "$tmp/tourchat-load" ./cmd/tourchat-load
ulimit -n 65536 2>/dev/null || true

for url in $REDIS_URLS; do
  for port in "$A_PORT" "$B_PORT"; do
    TOURCHAT_STORE=memory TOURCHAT_ADDR=127.0.0.1:$port TOURCHAT_REDIS_URL=$url TOURCHAT_DEMO_KEY=$KEY \
      TOURCHAT_RATE_LIMIT=100000000 TOURCHAT_LOG_LEVEL=error "$tmp/tourchat" >"$tmp/tourchat-$port.log" 2>&1 &
    pids+=($!)
  done
  for port in "$A_PORT" "$B_PORT"; do
    for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.2; done
  done
  for p in "${pids[@]}"; do # ours answer, not something else on the ports
    kill -0 "$p" 2>/dev/null || { cat "$tmp"/tourchat-*.log; exit 1; }
  done
  echo "== $url: $((2 * RATE)) events/s to $SUBS session subscribers on the other instance (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
  "$tmp/tourchat-load" -url "http://127.0.0.1:$B_PORT" -publish-url "http://127.0.0.1:$A_PORT" -key "$KEY" \
    -conns "$SUBS" -subscribe session -sessions "$SUBS" -publish chat -rate "$RATE" -warmup "$WARMUP" -duration "$DURATION" 2>/dev/null
  stop_all
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"

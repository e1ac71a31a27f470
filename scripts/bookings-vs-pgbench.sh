#!/usr/bin/env bash
# Bookings per second on Postgres next to pgbench's TPC-B on the same
# server, in one run, as a ratio.
#
#   scripts/bookings-vs-pgbench.sh
#   PGURL=postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable CLIENTS=16 SECONDS_=10 scripts/bookings-vs-pgbench.sh
#
# pgbench (Debian's postgresql-contrib, or postgresql's own package) runs
# TPC-B ("tpcb-like": 5 statements per transaction, 3 updates, an insert)
# at scale 10 on a database of its own, CLIENTS clients on 2 threads, for
# SECONDS_ seconds. The bookings benchmark is the store's BenchmarkBookings
# on Postgres: store.Book from 8 goroutines per CPU over 50 slots, each a
# transaction taking its places, writing the booking and its event,
# committed. Both run against the same server, one after the other.
set -euo pipefail
cd "$(dirname "$0")/.."

PGURL=${PGURL:-${TOURCHAT_TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable}}
CLIENTS=${CLIENTS:-16}
SECONDS_=${SECONDS_:-10}
BENCHTIME=${BENCHTIME:-5s}

command -v pgbench >/dev/null || { echo "pgbench not found: apt-get install postgresql-contrib" >&2; exit 1; }
db="pgbench_tourchat_$$"
admin() { psql "$PGURL" -qAtc "$1" >/dev/null; }
admin "CREATE DATABASE $db"
trap 'admin "DROP DATABASE IF EXISTS $db WITH (FORCE)" || true' EXIT
benchurl=$(echo "$PGURL" | sed -E "s#/[^/?]*(\?|$)#/$db\1#")

echo "== load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== pgbench TPC-B, scale 10, $CLIENTS clients, ${SECONDS_}s"
pgbench -i -s 10 -q "$benchurl" >/dev/null 2>&1
tpcb=$(pgbench -c "$CLIENTS" -j 2 -T "$SECONDS_" -n "$benchurl" 2>/dev/null | tee /dev/stderr |
  sed -nE 's/^tps = ([0-9.]+).*/\1/p' | tail -n1)

echo "== BenchmarkBookings/postgres, -benchtime $BENCHTIME"
out=$(TOURCHAT_TEST_DATABASE_URL=$PGURL go test -run X -bench 'BenchmarkBookings/postgres' -benchtime "$BENCHTIME" ./store/ 2>&1 | tee /dev/stderr)
bps=$(echo "$out" | sed -nE 's/.* ([0-9.]+) bookings\/s.*/\1/p' | tail -n1)
[ -n "$tpcb" ] && [ -n "$bps" ] || { echo "could not read both figures" >&2; exit 1; }
echo "== load average: $(cut -d' ' -f1-3 /proc/loadavg)"
awk -v b="$bps" -v t="$tpcb" 'BEGIN { printf "bookings/s %.0f, pgbench TPC-B tps %.0f, ratio %.2f\n", b, t, b / t }'

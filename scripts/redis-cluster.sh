#!/usr/bin/env bash
# Starts (or reuses) a local Redis Cluster of three masters and no replicas,
# from Debian's redis-server, for the Redis Cluster tests and benchmarks.
#
#   scripts/redis-cluster.sh start   # prints the URL to export
#   scripts/redis-cluster.sh stop
#
# Ports are TOURCHAT_CLUSTER_PORTS (default "7001 7002 7003"); the nodes'
# files live in TOURCHAT_CLUSTER_DIR (default /tmp/tourchat-redis-cluster).
# Idempotent: a running, healthy cluster on those ports is left as it is.
# The URL form is the one TourChat reads: redis+cluster://host:port,host:port
set -euo pipefail

ports=${TOURCHAT_CLUSTER_PORTS:-"7001 7002 7003"}
dir=${TOURCHAT_CLUSTER_DIR:-/tmp/tourchat-redis-cluster}

url() {
  local addrs=""
  for p in $ports; do addrs="${addrs:+$addrs,}127.0.0.1:$p"; done
  echo "redis+cluster://$addrs"
}

healthy() {
  local first
  first=$(echo "$ports" | awk '{print $1}')
  redis-cli -p "$first" cluster info 2>/dev/null | grep -q '^cluster_state:ok'
}

start() {
  if ! command -v redis-server >/dev/null 2>&1; then
    [ "$(id -u)" = 0 ] || { echo "cannot install redis-server: not root" >&2; exit 1; }
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  fi
  if healthy; then url; return 0; fi
  mkdir -p "$dir"
  local addrs=() fresh=0
  for p in $ports; do
    addrs+=("127.0.0.1:$p")
    if ! redis-cli -p "$p" ping >/dev/null 2>&1; then
      mkdir -p "$dir/$p"
      rm -f "$dir/$p/nodes.conf"
      redis-server --port "$p" --bind 127.0.0.1 --cluster-enabled yes \
        --cluster-config-file "$dir/$p/nodes.conf" --cluster-node-timeout 2000 \
        --save "" --appendonly no --dir "$dir/$p" --daemonize yes \
        --logfile "$dir/$p/redis.log" --pidfile "$dir/$p/redis.pid" >/dev/null
      fresh=1
    fi
  done
  for p in $ports; do
    for _ in $(seq 1 50); do redis-cli -p "$p" ping >/dev/null 2>&1 && break; sleep 0.1; done
  done
  if [ "$fresh" = 1 ] || ! healthy; then
    # A node that already knows other nodes or holds slots from an older
    # run is reset first, so create starts from blank nodes.
    for p in $ports; do redis-cli -p "$p" flushall >/dev/null 2>&1 || true; redis-cli -p "$p" cluster reset hard >/dev/null; done
    redis-cli --cluster create "${addrs[@]}" --cluster-replicas 0 --cluster-yes >/dev/null
  fi
  for _ in $(seq 1 100); do
    if healthy; then url; return 0; fi
    sleep 0.1
  done
  echo "Redis Cluster did not become ready" >&2
  exit 1
}

stop() {
  for p in $ports; do redis-cli -p "$p" shutdown nosave >/dev/null 2>&1 || true; done
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  url) url ;;
  *) echo "usage: $0 start|stop|url" >&2; exit 2 ;;
esac

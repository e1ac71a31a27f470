// Package storetest is the conformance suite every store backend runs, and
// the helpers tests use to find the integration servers.
package storetest

import (
	"os"
	"testing"
)

// DatabaseURL returns TOURCHAT_TEST_DATABASE_URL, skipping the test when it
// is unset (failing instead when TOURCHAT_REQUIRE_INTEGRATION=1, as in CI).
func DatabaseURL(t testing.TB) string {
	return need(t, "TOURCHAT_TEST_DATABASE_URL", "PostgreSQL")
}

// RedisURL returns TOURCHAT_TEST_REDIS_URL, skipping the test when it is
// unset (failing instead when TOURCHAT_REQUIRE_INTEGRATION=1, as in CI).
func RedisURL(t testing.TB) string {
	return need(t, "TOURCHAT_TEST_REDIS_URL", "Redis")
}

// RedisClusterURL returns TOURCHAT_TEST_REDIS_CLUSTER_URL (a
// redis+cluster:// URL; scripts/redis-cluster.sh starts one), skipping the
// test when it is unset (failing instead when TOURCHAT_REQUIRE_INTEGRATION=1).
func RedisClusterURL(t testing.TB) string {
	return need(t, "TOURCHAT_TEST_REDIS_CLUSTER_URL", "Redis Cluster")
}

func need(t testing.TB, env, what string) string {
	t.Helper()
	v := os.Getenv(env)
	if v != "" {
		return v
	}
	msg := env + " is not set: skipping the " + what + " integration test (.ci/run sets it)"
	if os.Getenv("TOURCHAT_REQUIRE_INTEGRATION") == "1" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

package redisbroker

import "github.com/redis/go-redis/v9"

// publishScript does a whole publication atomically, as Centrifugo's Redis
// engine does: because the offset increment, the history append and the
// PUBLISH happen in one script, every subscriber sees a channel's
// publications in offset order even with many publishers, and history never
// disagrees with what was delivered.
//
// KEYS[1] history stream, KEYS[2] meta hash (e = epoch, s = top offset).
// ARGV: data, history size, history TTL (s), pub/sub channel, meta TTL (s,
// 0 = none), epoch to use when the channel has none, and the publishing
// command: "publish", or "spublish" on a Redis Cluster (sharded pub/sub; the
// channel name carries the keys' hash tag, so it is on their shard).
// Returns {offset, epoch}.
var publishScript = redis.NewScript(`
local stream_key = KEYS[1]
local meta_key = KEYS[2]
local data = ARGV[1]
local size = ARGV[2]
local ttl = ARGV[3]
local channel = ARGV[4]
local meta_ttl = ARGV[5]
local new_epoch = ARGV[6]
local publish = ARGV[7]

local epoch = redis.call("hget", meta_key, "e")
if epoch == false then
  epoch = new_epoch
  redis.call("hset", meta_key, "e", epoch)
end
local offset = redis.call("hincrby", meta_key, "s", 1)
if meta_ttl ~= "0" then
  redis.call("expire", meta_key, meta_ttl)
end
redis.call("xadd", stream_key, "MAXLEN", size, offset, "d", data)
redis.call("expire", stream_key, ttl)
redis.call(publish, channel, offset .. ":" .. epoch .. ":" .. data)
return {offset, epoch}
`)

// historyScript reads a channel's position and, when asked, the entries
// after since, in one step so the position and the entries agree. It
// creates the epoch when the channel has none, so that a subscriber who
// arrives before the first publication keeps a valid position after it.
//
// KEYS[1] history stream, KEYS[2] meta hash.
// ARGV: since epoch ("" = position only), since offset, limit, meta TTL (s),
// epoch to use when the channel has none.
// Returns {top offset, epoch, status, entries}: status 0 = ok,
// 1 = history unavailable.
var historyScript = redis.NewScript(`
local stream_key = KEYS[1]
local meta_key = KEYS[2]
local since_epoch = ARGV[1]
local since = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local meta_ttl = ARGV[4]
local new_epoch = ARGV[5]

local epoch = redis.call("hget", meta_key, "e")
if epoch == false then
  epoch = new_epoch
  redis.call("hset", meta_key, "e", epoch)
  if meta_ttl ~= "0" then
    redis.call("expire", meta_key, meta_ttl)
  end
end
local top = tonumber(redis.call("hget", meta_key, "s") or "0")
if since_epoch == "" then
  return {top, epoch, 0, {}}
end
if since_epoch ~= epoch or since > top then
  return {top, epoch, 1, {}}
end
if since == top then
  return {top, epoch, 0, {}}
end
local entries = redis.call("xrange", stream_key, since + 1, "+", "COUNT", limit)
if #entries == 0 then
  return {top, epoch, 1, {}}
end
local first = entries[1][1]
if tonumber(string.sub(first, 1, string.find(first, "-") - 1)) ~= since + 1 then
  return {top, epoch, 1, {}}
end
return {top, epoch, 0, entries}
`)

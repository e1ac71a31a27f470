<?php

declare(strict_types=1);

namespace TourChat;

use TourChat\Exception\AuthenticationException;
use TourChat\Exception\ConnectionException;
use TourChat\Exception\PermissionDeniedException;
use TourChat\Exception\TourChatException;

/**
 * The realtime WebSocket (GET /v1/ws) for PHP servers: a small RFC 6455
 * client on PHP streams (ws:// and wss://), blocking with timeouts. A
 * secret key goes in the Authorization header and no Origin is sent.
 *
 * `connect()` subscribes `channels`; `next()` answers the next server frame
 * (events, subscribed, errors) within a timeout; `waitFor()` the next frame
 * a predicate accepts; `chat()` sends a chat frame and answers the reply.
 * When the connection drops, the next read reconnects with backoff and
 * re-subscribes with `since`, so missed events are replayed; duplicates of
 * a replay are dropped.
 */
final class Realtime
{
    private const CLOSE_UNAUTHORIZED = 4001;
    private const CLOSE_FORBIDDEN = 4003;
    private const MAX_FRAME = 1 << 20;

    /** @var resource|null */
    private $sock = null;
    private string $buffer = '';
    /** @var array<string, array{string, int}> channel => [epoch, offset] */
    private array $positions = [];
    /** @var list<array<string, mixed>> frames read while waiting for a chat reply */
    private array $backlog = [];
    private int $seq = 0;

    /** @param list<string> $channels */
    public function __construct(
        private readonly string $baseUrl,
        private readonly ?string $apiKey,
        private readonly ?string $token,
        private array $channels = [],
        private readonly float $timeout = 30.0,
    ) {
        if ($apiKey === null && $token === null) {
            throw new \InvalidArgumentException('realtime needs a secret key or a token');
        }
    }

    /** Opens the connection and subscribes the channels. */
    public function connect(): self
    {
        $u = parse_url($this->baseUrl);
        if ($u === false || !isset($u['host'])) {
            throw new \InvalidArgumentException('bad base URL ' . $this->baseUrl);
        }
        $tls = ($u['scheme'] ?? 'http') === 'https';
        $port = $u['port'] ?? ($tls ? 443 : 80);
        $errno = 0;
        $errstr = '';
        $sock = @stream_socket_client(($tls ? 'ssl://' : 'tcp://') . $u['host'] . ':' . $port, $errno, $errstr, $this->timeout);
        if ($sock === false) {
            throw new ConnectionException("realtime connection failed: $errstr");
        }
        stream_set_timeout($sock, (int) ceil($this->timeout));
        $key = base64_encode(random_bytes(16));
        $path = rtrim($u['path'] ?? '', '/') . '/v1/ws' . ($this->token !== null ? '?token=' . rawurlencode($this->token) : '');
        $req = "GET $path HTTP/1.1\r\nHost: {$u['host']}:$port\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            . "Sec-WebSocket-Key: $key\r\nSec-WebSocket-Version: 13\r\nUser-Agent: tourchat-php/" . TourChat::VERSION . "\r\n";
        if ($this->apiKey !== null) {
            $req .= 'Authorization: Bearer ' . $this->apiKey . "\r\n";
        }
        fwrite($sock, $req . "\r\n");
        $head = '';
        while (!str_contains($head, "\r\n\r\n")) {
            $chunk = fread($sock, 4096);
            if ($chunk === false || $chunk === '') {
                fclose($sock);
                throw new ConnectionException('realtime handshake failed');
            }
            $head .= $chunk;
        }
        [$head, $rest] = explode("\r\n\r\n", $head, 2);
        $accept = base64_encode(sha1($key . '258EAFA5-E914-47DA-95CA-C5AB0DC85B11', true));
        if (!preg_match('#^HTTP/1\.1 101#', $head) || stripos($head, 'Sec-WebSocket-Accept: ' . $accept) === false) {
            fclose($sock);
            $status = preg_match('#^HTTP/1\.1 (\d+)#', $head, $m) ? (int) $m[1] : 0;
            throw TourChatException::fromResponse($status, json_decode($rest, true), []);
        }
        $this->sock = $sock;
        $this->buffer = $rest;
        foreach ($this->channels as $ch) {
            $this->sendSubscribe($ch);
        }
        return $this;
    }

    /** Subscribes a channel now and after every reconnect. */
    public function subscribe(string $channel): void
    {
        if (!in_array($channel, $this->channels, true)) {
            $this->channels[] = $channel;
        }
        if ($this->sock !== null) {
            $this->sendSubscribe($channel);
        }
    }

    /** Stops following a channel. */
    public function unsubscribe(string $channel): void
    {
        $this->channels = array_values(array_filter($this->channels, static fn ($c) => $c !== $channel));
        unset($this->positions[$channel]);
        if ($this->sock !== null) {
            $this->send(['type' => 'unsubscribe', 'channel' => $channel]);
        }
    }

    /**
     * Sends a chat frame and answers the reply (the POST /v1/chat answer).
     *
     * @param array{session_id?: string, language?: string, metadata?: array<string, mixed>} $params
     */
    public function chat(string $message, array $params = []): ApiObject
    {
        $id = 'c' . ++$this->seq;
        $this->send(['type' => 'chat', 'id' => $id, 'message' => $message] + $params);
        $deadline = microtime(true) + $this->timeout;
        while (true) {
            $f = $this->read($deadline);
            if (($f['reply_to'] ?? null) === $id) {
                if ($f['type'] === 'chat.reply') {
                    $reply = ApiObject::wrap($f['reply']);
                    assert($reply instanceof ApiObject);
                    return $reply;
                }
                throw TourChatException::fromResponse(400, ['error' => $f['error'] ?? []], []);
            }
            $this->backlog[] = $f;
        }
    }

    /**
     * The next server frame, within $timeout seconds (default: the
     * client's timeout).
     *
     * @return array<string, mixed>
     */
    public function next(?float $timeout = null): array
    {
        if ($this->backlog !== []) {
            return array_shift($this->backlog);
        }
        return $this->read(microtime(true) + ($timeout ?? $this->timeout));
    }

    /**
     * The next server frame for which $match answers true.
     *
     * @param callable(array<string, mixed>): bool $match
     * @return array<string, mixed>
     */
    public function waitFor(callable $match, ?float $timeout = null): array
    {
        $deadline = microtime(true) + ($timeout ?? $this->timeout);
        while (true) {
            $f = $this->next(max(0.001, $deadline - microtime(true)));
            if ($match($f)) {
                return $f;
            }
        }
    }

    /** Closes the connection (1000). */
    public function close(): void
    {
        if ($this->sock !== null) {
            @fwrite($this->sock, $this->frame(0x8, pack('n', 1000)));
            fclose($this->sock);
            $this->sock = null;
        }
    }

    public function __destruct()
    {
        $this->close();
    }

    private function sendSubscribe(string $channel): void
    {
        $f = ['type' => 'subscribe', 'channel' => $channel];
        if (isset($this->positions[$channel])) {
            $f['since'] = ['epoch' => $this->positions[$channel][0], 'offset' => $this->positions[$channel][1]];
        }
        $this->send($f);
    }

    /** @param array<string, mixed> $frame */
    private function send(array $frame): void
    {
        if ($this->sock === null) {
            $this->connect();
        }
        assert($this->sock !== null);
        fwrite($this->sock, $this->frame(0x1, json_encode($frame, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES)));
    }

    /** A masked client frame. */
    private function frame(int $opcode, string $payload): string
    {
        $len = strlen($payload);
        $head = chr(0x80 | $opcode);
        if ($len < 126) {
            $head .= chr(0x80 | $len);
        } elseif ($len < 65536) {
            $head .= chr(0x80 | 126) . pack('n', $len);
        } else {
            $head .= chr(0x80 | 127) . pack('J', $len);
        }
        $mask = random_bytes(4);
        $masked = '';
        for ($i = 0; $i < $len; $i++) {
            $masked .= $payload[$i] ^ $mask[$i % 4];
        }
        return $head . $mask . $masked;
    }

    /**
     * Reads the next text frame as JSON, answering pings, reconnecting
     * (with backoff and `since`) when the server closes or the connection
     * drops, and dropping replayed duplicates.
     *
     * @return array<string, mixed>
     */
    private function read(float $deadline): array
    {
        $attempt = 0;
        while (true) {
            if ($this->sock === null) {
                usleep((int) (min(8.0, 0.25 * 2 ** $attempt) * 1e6 * (0.5 + mt_rand(0, 500) / 1000)));
                $attempt++;
                try {
                    $this->connect();
                } catch (ConnectionException $e) {
                    if (microtime(true) > $deadline) {
                        throw $e;
                    }
                    continue;
                }
            }
            [$opcode, $payload] = $this->readFrame($deadline);
            if ($opcode === null) {
                continue; // dropped: reconnect
            }
            if ($opcode === 0x9) {
                fwrite($this->sock, $this->frame(0xA, $payload));
                continue;
            }
            if ($opcode === 0x8) {
                $code = strlen($payload) >= 2 ? unpack('n', substr($payload, 0, 2))[1] : 1005;
                fclose($this->sock);
                $this->sock = null;
                if ($code === self::CLOSE_UNAUTHORIZED) {
                    throw new AuthenticationException('realtime refused: unauthorized', 401, 'unauthorized');
                }
                if ($code === self::CLOSE_FORBIDDEN) {
                    throw new PermissionDeniedException('realtime refused: forbidden', 403, 'forbidden');
                }
                continue;
            }
            if ($opcode !== 0x1) {
                continue;
            }
            $f = json_decode($payload, true);
            if (!is_array($f)) {
                continue;
            }
            if (($f['type'] ?? '') === 'subscribed') {
                $known = $this->positions[$f['channel']] ?? null;
                if (empty($f['recovered']) || $known === null || $known[0] !== $f['epoch']) {
                    $this->positions[$f['channel']] = [(string) $f['epoch'], (int) $f['offset']];
                }
            } elseif (($f['type'] ?? '') === 'event') {
                $pos = $this->positions[$f['channel']] ?? null;
                if ($pos !== null && $pos[0] === $f['epoch'] && $f['offset'] <= $pos[1]) {
                    continue;
                }
                $this->positions[$f['channel']] = [(string) $f['epoch'], (int) $f['offset']];
            }
            return $f;
        }
    }

    /**
     * One whole message: [opcode, payload], or [null, ''] when the
     * connection dropped.
     *
     * @return array{?int, string}
     */
    private function readFrame(float $deadline): array
    {
        $message = '';
        $first = null;
        while (true) {
            $h = $this->readBytes(2, $deadline);
            if ($h === null) {
                return [null, ''];
            }
            $b0 = ord($h[0]);
            $b1 = ord($h[1]);
            $len = $b1 & 0x7F;
            if ($len === 126) {
                $x = $this->readBytes(2, $deadline);
                $len = $x === null ? null : unpack('n', $x)[1];
            } elseif ($len === 127) {
                $x = $this->readBytes(8, $deadline);
                $len = $x === null ? null : unpack('J', $x)[1];
            }
            if ($len === null || $len > self::MAX_FRAME) {
                $this->drop();
                return [null, ''];
            }
            $payload = $len > 0 ? $this->readBytes($len, $deadline) : '';
            if ($payload === null) {
                return [null, ''];
            }
            $opcode = $b0 & 0x0F;
            if ($opcode >= 0x8) {
                return [$opcode, $payload]; // control frames are never fragmented
            }
            $first ??= $opcode;
            $message .= $payload;
            if ($b0 & 0x80) {
                return [$first, $message];
            }
        }
    }

    private function readBytes(int $n, float $deadline): ?string
    {
        while (strlen($this->buffer) < $n) {
            $left = $deadline - microtime(true);
            if ($left <= 0) {
                throw new ConnectionException('realtime: no frame within the timeout');
            }
            stream_set_timeout($this->sock, (int) $left, (int) (fmod($left, 1.0) * 1e6));
            $chunk = fread($this->sock, 65536);
            if ($chunk === false || ($chunk === '' && feof($this->sock))) {
                $this->drop();
                return null;
            }
            $this->buffer .= $chunk;
        }
        $out = substr($this->buffer, 0, $n);
        $this->buffer = (string) substr($this->buffer, $n);
        return $out;
    }

    private function drop(): void
    {
        if ($this->sock !== null) {
            fclose($this->sock);
        }
        $this->sock = null;
        $this->buffer = '';
    }
}

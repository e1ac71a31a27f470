<?php

declare(strict_types=1);

namespace TourChat;

use GuzzleHttp\Client as GuzzleClient;
use GuzzleHttp\Psr7\HttpFactory;
use Psr\Http\Client\ClientExceptionInterface;
use Psr\Http\Client\ClientInterface;
use Psr\Http\Message\RequestFactoryInterface;
use Psr\Http\Message\StreamFactoryInterface;
use TourChat\Exception\ConnectionException;
use TourChat\Exception\RateLimitException;
use TourChat\Exception\TourChatException;

/**
 * The TourChat API client. Resources and methods follow the OpenAPI
 * operationIds: `$client->bookings->create([...])`. Parameters are arrays
 * with the API's snake_case names; answers are ApiObjects (typed by
 * TourChat\Model) and Pages.
 *
 * Any PSR-18 client and PSR-17 factories may be given; Guzzle is the
 * default. Every POST carries an Idempotency-Key (`idempotency_key` in the
 * options, else a random one) reused on every retry. Network errors, 409
 * idempotency_conflict, 429 and 5xx are retried up to `max_retries` times
 * with exponential backoff and jitter, after Retry-After when given.
 */
final class TourChat
{
    public const VERSION = '1.0.0';

    public readonly Resource\Tokens $tokens;
    public readonly Resource\Services $services;
    public readonly Resource\Bookings $bookings;
    public readonly Resource\Leads $leads;
    public readonly Resource\Conversations $conversations;
    public readonly Resource\Webhooks $webhooks;
    public readonly Resource\Events $events;
    public readonly Resource\Analytics $analytics;
    public readonly Resource\Knowledge $knowledge;
    public readonly Resource\Closures $closures;
    public readonly Resource\Slots $slots;
    public readonly Resource\Auth $auth;
    public readonly Resource\Me $me;
    public readonly Resource\Users $users;
    public readonly Resource\Keys $keys;
    public readonly Resource\Presence $presence;

    private readonly string $baseUrl;
    private readonly ?string $apiKey;
    private readonly string $credential;
    private readonly int $maxRetries;
    private readonly ClientInterface $http;
    private readonly RequestFactoryInterface $requests;
    private readonly StreamFactoryInterface $streams;
    /** @var array<string, string> */
    private readonly array $defaultHeaders;
    /** @var \Closure(float): void */
    private readonly \Closure $sleep;

    /**
     * @param array<string, string> $defaultHeaders added to every request (e.g. an Origin)
     * @param (\Closure(float): void)|null $sleep waits that many seconds (tests may replace it)
     */
    public function __construct(
        ?string $apiKey = null,
        ?string $token = null,
        string $baseUrl = 'http://localhost:8080',
        int $maxRetries = 2,
        float $timeout = 30.0,
        ?ClientInterface $httpClient = null,
        ?RequestFactoryInterface $requestFactory = null,
        ?StreamFactoryInterface $streamFactory = null,
        array $defaultHeaders = [],
        ?\Closure $sleep = null,
    ) {
        $this->baseUrl = rtrim($baseUrl, '/');
        $this->apiKey = $apiKey;
        $this->credential = $apiKey ?? $token ?? '';
        $this->maxRetries = $maxRetries;
        $this->http = $httpClient ?? new GuzzleClient(['timeout' => $timeout, 'connect_timeout' => min($timeout, 10.0), 'http_errors' => false]);
        $factory = null;
        if ($requestFactory === null || $streamFactory === null) {
            $factory = new HttpFactory();
        }
        $this->requests = $requestFactory ?? $factory;
        $this->streams = $streamFactory ?? $factory;
        $this->defaultHeaders = $defaultHeaders;
        $this->sleep = $sleep ?? static function (float $s): void {
            usleep((int) round($s * 1e6));
        };
        $this->tokens = new Resource\Tokens($this);
        $this->services = new Resource\Services($this);
        $this->bookings = new Resource\Bookings($this);
        $this->leads = new Resource\Leads($this);
        $this->conversations = new Resource\Conversations($this);
        $this->webhooks = new Resource\Webhooks($this);
        $this->events = new Resource\Events($this);
        $this->analytics = new Resource\Analytics($this);
        $this->knowledge = new Resource\Knowledge($this);
        $this->closures = new Resource\Closures($this);
        $this->slots = new Resource\Slots($this);
        $this->auth = new Resource\Auth($this);
        $this->me = new Resource\Me($this);
        $this->users = new Resource\Users($this);
        $this->keys = new Resource\Keys($this);
        $this->presence = new Resource\Presence($this);
    }

    /**
     * Sends one chat message (`business_id`, `session_id`, `message`,
     * optional `language`, `metadata`); answers the assistant's reply.
     *
     * @param array<string, mixed> $params
     * @param array{idempotency_key?: string} $opts
     */
    public function chat(array $params, array $opts = []): ApiObject
    {
        return $this->request('POST', '/v1/chat', null, $params, $opts);
    }

    /**
     * Exchanges a publishable key (with an allowed Origin in defaultHeaders)
     * for a session token.
     *
     * @param array<string, mixed> $params `business_id`, optional `session_id`
     * @param array{idempotency_key?: string} $opts
     */
    public function widgetSession(array $params, array $opts = []): Model\Token
    {
        return $this->request('POST', '/v1/widget/session', null, $params, $opts, Model\Token::class);
    }

    /** GET /healthz. */
    public function health(): ApiObject
    {
        return $this->request('GET', '/healthz');
    }

    /** GET /readyz (a 503 throws ServerException). */
    public function ready(): ApiObject
    {
        return $this->request('GET', '/readyz');
    }

    /** GET /metrics: the Prometheus text. */
    public function metrics(): string
    {
        return $this->send('GET', '/metrics', null, null, [], true);
    }

    /**
     * GET /v1/openapi.json: the OpenAPI document.
     *
     * @return array<string, mixed>
     */
    public function openapi(): array
    {
        return $this->send('GET', '/v1/openapi.json', null, null, []);
    }

    /**
     * The realtime WebSocket. With a secret key, the key goes in the
     * Authorization header and no Origin is sent.
     *
     * @param array{channels?: list<string>, token?: string, timeout?: float} $opts
     */
    public function realtime(array $opts = []): Realtime
    {
        $token = $opts['token'] ?? null;
        return new Realtime($this->baseUrl, $token === null ? $this->apiKey : null, $token, $opts['channels'] ?? [], (float) ($opts['timeout'] ?? 30.0));
    }

    /**
     * One call; answers the answer wrapped as an ApiObject (of $class when
     * given).
     *
     * @param array<string, mixed>|null $query
     * @param array<string, mixed>|null $body
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     * @internal used by the resources
     */
    public function request(string $method, string $path, ?array $query = null, ?array $body = null, array $opts = [], ?string $class = null): mixed
    {
        return ApiObject::wrap($this->send($method, $path, $query, $body, $opts), $class);
    }

    /**
     * A list call; answers a Page that fetches the next pages as iterated.
     *
     * @param array<string, mixed> $query
     * @internal used by the resources
     */
    public function page(string $path, array $query): Page
    {
        $raw = $this->send('GET', $path, $query, null, []);
        return Page::fromArray(is_array($raw) ? $raw : [], fn (string $cursor): Page => $this->page($path, array_merge($query, ['cursor' => $cursor])));
    }

    /**
     * @param array<string, mixed>|null $query
     * @param array<string, mixed>|null $body
     * @param array{idempotency_key?: string, max_retries?: int} $opts
     */
    private function send(string $method, string $path, ?array $query, ?array $body, array $opts, bool $raw = false): mixed
    {
        $url = $this->baseUrl . $path;
        $q = [];
        foreach ($query ?? [] as $k => $v) {
            if ($v !== null) {
                $q[$k] = is_bool($v) ? ($v ? 'true' : 'false') : (string) $v;
            }
        }
        if ($q !== []) {
            $url .= '?' . http_build_query($q, '', '&', PHP_QUERY_RFC3986);
        }
        $headers = ['Accept' => $raw ? 'text/plain' : 'application/json', 'User-Agent' => 'tourchat-php/' . self::VERSION] + $this->defaultHeaders;
        if ($this->credential !== '') {
            $headers['Authorization'] = 'Bearer ' . $this->credential;
        }
        if ($method === 'POST') {
            $headers['Idempotency-Key'] = $opts['idempotency_key'] ?? bin2hex(random_bytes(16));
        }
        $payload = null;
        if ($body !== null) {
            $headers['Content-Type'] = 'application/json';
            $payload = json_encode(array_filter($body, static fn ($v) => $v !== null), JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
            if ($payload === '[]') {
                $payload = '{}';
            }
        }
        $maxRetries = $opts['max_retries'] ?? $this->maxRetries;
        for ($attempt = 0; ; $attempt++) {
            $request = $this->requests->createRequest($method, $url);
            foreach ($headers as $k => $v) {
                $request = $request->withHeader($k, $v);
            }
            if ($payload !== null) {
                $request = $request->withBody($this->streams->createStream($payload));
            }
            try {
                $response = $this->http->sendRequest($request);
            } catch (ClientExceptionInterface $e) {
                if ($attempt >= $maxRetries) {
                    throw new ConnectionException('request failed: ' . $e->getMessage(), 0, 'connection_error', null, null, [], $e);
                }
                ($this->sleep)(self::backoff($attempt, null));
                continue;
            }
            $status = $response->getStatusCode();
            $text = (string) $response->getBody();
            if ($status >= 200 && $status < 300) {
                if ($raw) {
                    return $text;
                }
                return $text === '' ? null : json_decode($text, true, 512, JSON_THROW_ON_ERROR);
            }
            $lower = [];
            foreach ($response->getHeaders() as $k => $v) {
                $lower[strtolower($k)] = implode(', ', $v);
            }
            $decoded = json_decode($text, true);
            $err = TourChatException::fromResponse($status, $decoded, $lower);
            if ($attempt >= $maxRetries || !self::retryable($err)) {
                throw $err;
            }
            ($this->sleep)(self::backoff($attempt, $err instanceof RateLimitException || $status >= 500 ? self::retryAfter($lower) : null));
        }
    }

    private static function retryable(TourChatException $e): bool
    {
        $s = $e->getStatus();
        return $s === 429 || $s >= 500 || ($s === 409 && $e->getErrorCode() === 'idempotency_conflict');
    }

    /** @param array<string, string> $headers */
    private static function retryAfter(array $headers): ?float
    {
        $v = $headers['retry-after'] ?? null;
        return $v !== null && is_numeric($v) ? max(0.0, (float) $v) : null;
    }

    /**
     * Seconds before retry $attempt (from 0): Retry-After when given (capped
     * at a minute), else 0.5 s doubling to 8 s, with jitter.
     */
    private static function backoff(int $attempt, ?float $retryAfter): float
    {
        if ($retryAfter !== null) {
            return min(60.0, $retryAfter) + mt_rand(0, 100) / 1000;
        }
        $base = min(8.0, 0.5 * 2 ** $attempt);
        return $base / 2 + mt_rand(0, 1000) / 1000 * $base / 2;
    }
}

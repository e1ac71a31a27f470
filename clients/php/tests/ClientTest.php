<?php

declare(strict_types=1);

namespace TourChat\Tests;

use GuzzleHttp\Client as Guzzle;
use GuzzleHttp\Psr7\HttpFactory;
use PHPUnit\Framework\TestCase;
use Psr\Http\Client\ClientInterface;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;
use TourChat\Exception\InvalidRequestException;
use TourChat\Exception\NotFoundException;
use TourChat\Exception\RateLimitException;
use TourChat\Exception\TourChatException;
use TourChat\Exception\WebhookVerificationException;
use TourChat\Model\Booking;
use TourChat\Page;
use TourChat\TourChat;
use TourChat\Webhook;

/** The client against a real TourChat (see Server.php). */
final class ClientTest extends TestCase
{
    private const BIZ = 'biz_demo';
    private static ?Server $server = null;
    private TourChat $tc;

    public static function setUpBeforeClass(): void
    {
        self::$server = new Server();
    }

    public static function tearDownAfterClass(): void
    {
        self::$server?->stop();
    }

    protected function setUp(): void
    {
        $this->tc = new TourChat(apiKey: self::$server->key, baseUrl: self::$server->url);
    }

    private static function day(int $offset): string
    {
        return gmdate('Y-m-d', time() + $offset * 86400);
    }

    /** @return \TourChat\ApiObject */
    private function bookableSlot(int $guests = 1): \TourChat\ApiObject
    {
        for ($i = 2; $i < 30; $i++) {
            $av = $this->tc->bookings->availability(['date' => self::day($i), 'guests' => $guests]);
            foreach ($av->slots as $s) {
                if ($s->bookable) {
                    return $s;
                }
            }
        }
        self::fail('no bookable slot');
    }

    public function testEveryOperationHasAMethod(): void
    {
        $doc = $this->tc->openapi();
        $missing = [];
        $n = 0;
        foreach ($doc['paths'] as $item) {
            foreach ($item as $op) {
                if (($op['x-tourchat-client'] ?? true) === false) {
                    continue;
                }
                $n++;
                $parts = explode('.', $op['operationId']);
                $target = $this->tc;
                if (count($parts) === 2) {
                    $target = property_exists($target, $parts[0]) ? $target->{$parts[0]} : null;
                }
                if ($target === null || !method_exists($target, end($parts))) {
                    $missing[] = $op['operationId'];
                }
            }
        }
        self::assertGreaterThanOrEqual(30, $n);
        self::assertSame([], $missing);
    }

    public function testSystemAndChat(): void
    {
        self::assertSame('ok', $this->tc->health()->status);
        self::assertSame('ok', $this->tc->ready()->status);
        self::assertSame('3.1.0', $this->tc->openapi()['openapi']);
        $r = $this->tc->chat(['business_id' => self::BIZ, 'session_id' => 'php-chat-1', 'message' => 'any kayak tours tomorrow for 4?']);
        self::assertSame('php-chat-1', $r->session_id);
        self::assertNotSame('', $r->message);
        $services = $this->tc->services->list(['language' => 'es']);
        self::assertGreaterThanOrEqual(6, count($services));
        self::assertNull($services->nextCursor);
        $ids = [];
        foreach ($this->tc->services->list(['language' => 'es', 'limit' => 2]) as $s) {
            $ids[] = $s->id;
        }
        self::assertSame(array_map(fn ($s) => $s->id, $services->data), $ids);
        self::assertSame('es', $this->tc->services->get($services->data[0]->id, ['language' => 'es'])->language);
    }

    public function testTypedErrors(): void
    {
        try {
            $this->tc->bookings->get('bk_nope');
            self::fail('no exception');
        } catch (NotFoundException $e) {
            self::assertSame(404, $e->getStatus());
            self::assertSame('not_found', $e->getErrorCode());
            self::assertNotNull($e->getRequestId());
        }
        try {
            $this->tc->bookings->availability(['date' => '03-12-2026']);
            self::fail('no exception');
        } catch (InvalidRequestException $e) {
            self::assertSame('date', $e->getField());
        }
    }

    public function testBookingWithIdempotentRetry(): void
    {
        $slot = $this->bookableSlot(2);
        // The first answer is lost on the way back: the client retries with
        // the same Idempotency-Key and the server replays its answer.
        $flaky = new class () implements ClientInterface {
            public array $keys = [];
            private Guzzle $inner;

            public function __construct()
            {
                $this->inner = new Guzzle(['http_errors' => false]);
            }

            public function sendRequest(RequestInterface $request): ResponseInterface
            {
                $resp = $this->inner->sendRequest($request);
                if ($request->getMethod() === 'POST') {
                    $this->keys[] = $request->getHeaderLine('Idempotency-Key');
                    if (count($this->keys) === 1) {
                        throw new \GuzzleHttp\Exception\ConnectException('connection reset', $request);
                    }
                }
                return $resp;
            }
        };
        $c = new TourChat(apiKey: self::$server->key, baseUrl: self::$server->url, httpClient: $flaky, sleep: static function (float $s): void {
        });
        $b = $c->bookings->create(['slot_id' => $slot->slot_id, 'guests' => 2, 'customer' => ['name' => 'Ana Silva', 'email' => 'ana.php@example.com']]);
        self::assertInstanceOf(Booking::class, $b);
        self::assertSame('confirmed', $b->status);
        self::assertCount(2, $flaky->keys);
        self::assertSame($flaky->keys[0], $flaky->keys[1]);
        $av = $this->tc->bookings->availability(['date' => $slot->date, 'service_id' => $slot->service_id]);
        $mine = array_filter($av->bookings, static fn ($x) => $x->customer->email === 'ana.php@example.com');
        self::assertCount(1, $mine, 'booked once');
        foreach ($av->slots as $s) {
            if ($s->slot_id === $slot->slot_id) {
                self::assertSame($slot->availability - 2, $s->availability);
            }
        }
        $one = $this->tc->bookings->create(['slot_id' => $slot->slot_id, 'guests' => 1, 'customer' => ['name' => 'Joe', 'phone' => '+351912345678']], ['idempotency_key' => 'php-order-1']);
        $again = $this->tc->bookings->create(['slot_id' => $slot->slot_id, 'guests' => 1, 'customer' => ['name' => 'Joe', 'phone' => '+351912345678']], ['idempotency_key' => 'php-order-1']);
        self::assertSame($one->id, $again->id);
        self::assertSame('cancelled', $this->tc->bookings->cancel($one->id, ['reason' => 'test'])->status);
        self::assertNotNull($this->tc->bookings->get($one->id)->cancelled_at);
    }

    public function testLeadsAndPagination(): void
    {
        foreach (['Rita', 'Marta', 'Joana'] as $i => $name) {
            $this->tc->chat(['business_id' => self::BIZ, 'session_id' => "php-lead-$i", 'message' => "Hi, I am $name, " . strtolower($name) . '.php@example.com, interested in the food tour']);
        }
        $first = $this->tc->leads->list(['limit' => 1]);
        self::assertInstanceOf(Page::class, $first);
        self::assertTrue($first->hasMore);
        self::assertIsString($first->nextCursor);
        $leads = iterator_to_array($this->tc->leads->list(['limit' => 1]), false);
        self::assertGreaterThanOrEqual(3, count($leads));
        self::assertCount(count($leads), array_unique(array_map(static fn ($l) => $l->id, $leads)));
        $rita = array_values(array_filter($leads, static fn ($l) => $l->email === 'rita.php@example.com'))[0];
        self::assertSame($rita->id, $this->tc->leads->get($rita->id)->id);
        self::assertSame('contacted', $this->tc->leads->update($rita->id, ['status' => 'contacted'])->status);
        $convs = iterator_to_array($this->tc->conversations->list(['limit' => 2]), false);
        self::assertGreaterThanOrEqual(3, count($convs));
        self::assertGreaterThanOrEqual(2, count($this->tc->conversations->messages($convs[0]->id)));
        self::assertSame($convs[0]->id, $this->tc->conversations->get($convs[0]->id)->id);
        self::assertSame('lead.captured', $this->tc->events->list(['type' => 'lead.captured', 'limit' => 1])->data[0]->type);
    }

    public function testWebhooksRealDeliveryVerifies(): void
    {
        $dir = sys_get_temp_dir() . '/tourchat-hook-' . bin2hex(random_bytes(4));
        mkdir($dir);
        $probe = stream_socket_server('tcp://127.0.0.1:0');
        $port = (int) substr(strrchr(stream_socket_get_name($probe, false), ':'), 1);
        fclose($probe);
        $hook = proc_open([PHP_BINARY, '-S', "127.0.0.1:$port", __DIR__ . '/hook_router.php'], [0 => ['file', '/dev/null', 'r'], 1 => ['file', '/dev/null', 'w'], 2 => ['file', '/dev/null', 'w']], $pipes, null, array_merge(getenv(), ['TOURCHAT_HOOK_DIR' => $dir]));
        try {
            for ($i = 0; $i < 100 && @fsockopen('127.0.0.1', $port) === false; $i++) {
                usleep(50000);
            }
            $wh = $this->tc->webhooks->create(['url' => "http://127.0.0.1:$port/hook", 'events' => ['booking.created'], 'description' => 'php test']);
            self::assertStringStartsWith('whsec_', $wh->secret);
            $slot = $this->bookableSlot();
            $b = $this->tc->bookings->create(['slot_id' => $slot->slot_id, 'guests' => 1, 'customer' => ['name' => 'Hook Test', 'email' => 'hook.php@example.com']]);
            $event = null;
            $delivery = null;
            $deadline = microtime(true) + 30;
            while ($event === null && microtime(true) < $deadline) {
                foreach (glob("$dir/*.json") as $f) {
                    $d = json_decode(file_get_contents($f), true);
                    $e = Webhook::verify($d['body'], $d['headers'], $wh->secret);
                    if ($e->type === 'booking.created' && $e->data->id === $b->id) {
                        [$event, $delivery] = [$e, $d];
                    }
                }
                usleep(50000);
            }
            self::assertNotNull($event, 'booking.created delivered');
            try {
                Webhook::verify(str_replace('Hook Test', 'Hook Tost', $delivery['body']), $delivery['headers'], $wh->secret);
                self::fail('a forged body verified');
            } catch (WebhookVerificationException) {
                self::assertTrue(true);
            }
            try {
                Webhook::verify($delivery['body'], $delivery['headers'], $wh->secret, 300, time() + 3600);
                self::fail('a stale timestamp verified');
            } catch (WebhookVerificationException) {
                self::assertTrue(true);
            }
            self::assertNull($this->tc->webhooks->get($wh->id)->secret);
            $ids = array_map(static fn ($w) => $w->id, iterator_to_array($this->tc->webhooks->list(), false));
            self::assertContains($wh->id, $ids);
            self::assertSame('renamed', $this->tc->webhooks->update($wh->id, ['description' => 'renamed'])->description);
            self::assertSame('webhook.test', $this->tc->webhooks->test($wh->id)->event_type);
            $ds = iterator_to_array($this->tc->webhooks->deliveries($wh->id), false);
            self::assertGreaterThanOrEqual(2, count($ds));
            self::assertSame($ds[0]->id, $this->tc->webhooks->retry($wh->id, $ds[0]->id)->id);
            self::assertTrue($this->tc->webhooks->delete($wh->id)->deleted);
        } finally {
            proc_terminate($hook);
            proc_close($hook);
        }
    }

    public function testHandoff(): void
    {
        $this->tc->chat(['business_id' => self::BIZ, 'session_id' => 'php-handoff', 'message' => 'hello']);
        $conv = null;
        foreach ($this->tc->conversations->list(['limit' => 100]) as $c) {
            if ($c->session_id === 'php-handoff') {
                $conv = $c;
                break;
            }
        }
        self::assertNotNull($conv);
        self::assertSame('waiting', $this->tc->conversations->handoff($conv->id)->status);
        self::assertSame('human', $this->tc->conversations->assign($conv->id)->status);
        self::assertSame('staff', $this->tc->conversations->reply($conv->id, 'Hi, this is the team.')->role);
        self::assertSame('human', $this->tc->chat(['business_id' => self::BIZ, 'session_id' => 'php-handoff', 'message' => 'thanks!'])->handled_by);
        self::assertSame(0, $this->tc->conversations->read($conv->id)->unread);
        self::assertSame('bot', $this->tc->conversations->release($conv->id)->status);
        self::assertSame('closed', $this->tc->conversations->close($conv->id)->status);
        self::assertSame('presence', $this->tc->presence->get()->object);
    }

    public function testAnalyticsAndTokens(): void
    {
        $a = $this->tc->analytics->get(['from' => self::day(-7), 'to' => self::day(0)]);
        self::assertSame('analytics', $a->object);
        self::assertCount(24, $a->by_hour);
        $tok = $this->tc->tokens->create(['kind' => 'session', 'session_id' => 'php-tok']);
        $visitor = new TourChat(token: $tok->token, baseUrl: self::$server->url);
        self::assertSame('php-tok', $visitor->chat(['business_id' => self::BIZ, 'session_id' => 'php-tok', 'message' => 'hello'])->session_id);
        $pk = new TourChat(apiKey: self::$server->publishableKey, baseUrl: self::$server->url, defaultHeaders: ['Origin' => 'http://localhost:3000'], requestFactory: new HttpFactory(), streamFactory: new HttpFactory());
        self::assertSame('session', $pk->widgetSession(['business_id' => self::BIZ])->kind);
    }

    public function testRealtimeReceivesBookingCreated(): void
    {
        $rt = $this->tc->realtime(['channels' => ['business'], 'timeout' => 20]);
        $rt->connect();
        try {
            $rt->waitFor(static fn ($f) => $f['type'] === 'subscribed' && $f['channel'] === 'business');
            $slot = $this->bookableSlot();
            $b = $this->tc->bookings->create(['slot_id' => $slot->slot_id, 'guests' => 1, 'customer' => ['name' => 'Realtime', 'email' => 'rt.php@example.com']]);
            $f = $rt->waitFor(static fn ($f) => $f['type'] === 'event' && $f['event']['type'] === 'booking.created' && $f['event']['data']['id'] === $b->id);
            self::assertSame('business', $f['channel']);
            self::assertSame('php-rt-chat', $rt->chat('hello', ['session_id' => 'php-rt-chat'])->session_id);
        } finally {
            $rt->close();
        }
    }

    public function testRateLimitRetriedAfterRetryAfter(): void
    {
        $limited = new Server(['TOURCHAT_RATE_LIMIT' => '3']);
        try {
            $noRetry = new TourChat(apiKey: $limited->key, baseUrl: $limited->url, maxRetries: 0);
            for ($i = 0; $i < 3; $i++) {
                $noRetry->analytics->get();
            }
            try {
                $noRetry->analytics->get();
                self::fail('no 429');
            } catch (RateLimitException $e) {
                self::assertGreaterThan(0, $e->getRetryAfter());
                $retryAfter = $e->getRetryAfter();
            }
            $slept = [];
            $c = new TourChat(apiKey: $limited->key, baseUrl: $limited->url, maxRetries: 1, sleep: static function (float $s) use (&$slept): void {
                $slept[] = $s;
                usleep((int) ($s * 1e6));
            });
            self::assertSame('analytics', $c->analytics->get()->object);
            self::assertCount(1, $slept);
            self::assertGreaterThanOrEqual($retryAfter - 1, $slept[0], 'waited Retry-After');
        } finally {
            $limited->stop();
        }
    }

    public function testExceptionHierarchy(): void
    {
        self::assertInstanceOf(TourChatException::class, new NotFoundException('x', 404));
    }
}

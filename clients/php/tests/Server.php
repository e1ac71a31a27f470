<?php

declare(strict_types=1);

namespace TourChat\Tests;

/**
 * A real TourChat for the tests: the binary in $TOURCHAT_BIN (CI builds it
 * once), else built from cmd/tourchat. It listens on a free port with the
 * memory store and the demo business; the address and keys are read from
 * what it prints.
 */
final class Server
{
    public string $url = '';
    public string $key = '';
    public string $publishableKey = '';
    /** @var resource */
    private $proc;
    /** @var array<int, resource> */
    private array $pipes = [];

    /** @param array<string, string> $env */
    public function __construct(array $env = [])
    {
        $bin = getenv('TOURCHAT_BIN') ?: self::build();
        $data = sys_get_temp_dir() . '/tourchat-data-' . bin2hex(random_bytes(4));
        $full = array_merge(getenv(), [
            'TOURCHAT_ADDR' => '127.0.0.1:0', 'TOURCHAT_STORE' => 'memory', 'TOURCHAT_DATA_DIR' => $data,
            'TOURCHAT_DATABASE_URL' => '', 'TOURCHAT_REDIS_URL' => '', 'TOURCHAT_DEMO' => 'true',
            'TOURCHAT_WEBHOOK_ALLOW_HOSTS' => '127.0.0.1', 'TOURCHAT_LOG_LEVEL' => 'error',
        ], $env);
        $proc = proc_open([$bin], [0 => ['file', '/dev/null', 'r'], 1 => ['pipe', 'w'], 2 => STDERR], $this->pipes, null, $full);
        if ($proc === false) {
            throw new \RuntimeException('cannot start tourchat');
        }
        $this->proc = $proc;
        $seen = '';
        $deadline = time() + 60;
        while (time() < $deadline && ($this->url === '' || $this->key === '' || $this->publishableKey === '')) {
            $line = fgets($this->pipes[1]);
            if ($line === false) {
                break;
            }
            $seen .= $line;
            if (preg_match('/listening on (\S+)/', $line, $m)) {
                $this->url = 'http://' . $m[1];
            } elseif (preg_match('/Secret key:\s+(\S+)/', $line, $m)) {
                $this->key = $m[1];
            } elseif (preg_match('/Publishable key:\s+(\S+)/', $line, $m)) {
                $this->publishableKey = $m[1];
            }
        }
        if ($this->publishableKey === '') {
            $this->stop();
            throw new \RuntimeException('tourchat did not start: ' . $seen);
        }
        // The banner's last lines are left unread; the server writes nothing more to stdout.
    }

    private static function build(): string
    {
        static $built = null;
        if ($built === null) {
            $built = sys_get_temp_dir() . '/tourchat-php-' . bin2hex(random_bytes(4));
            $repo = dirname(__DIR__, 3);
            exec('cd ' . escapeshellarg($repo) . ' && go build -o ' . escapeshellarg($built) . ' ./cmd/tourchat 2>&1', $out, $code);
            if ($code !== 0) {
                throw new \RuntimeException('go build failed: ' . implode("\n", $out));
            }
        }
        return $built;
    }

    public function stop(): void
    {
        if (is_resource($this->proc)) {
            proc_terminate($this->proc, 15);
            foreach ($this->pipes as $p) {
                if (is_resource($p)) {
                    fclose($p);
                }
            }
            proc_close($this->proc);
        }
    }
}

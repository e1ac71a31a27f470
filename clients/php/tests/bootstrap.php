<?php

declare(strict_types=1);

// The tests run with Debian's PHP packages (php-guzzlehttp-guzzle,
// phpunit) rather than a Composer install, so they load Guzzle and the PSR
// interfaces from Debian's include path, and this package by PSR-4 from
// vendor/autoload.php (`composer dump-autoload`) or, without it, directly.
foreach (['GuzzleHttp/autoload.php', 'Psr/Http/Message/autoload.php', 'Psr/Http/Message/factory-autoload.php', 'Psr/Http/Client/autoload.php'] as $file) {
    if (stream_resolve_include_path($file) !== false) {
        require_once $file;
    }
}
if (is_file(__DIR__ . '/../vendor/autoload.php')) {
    require_once __DIR__ . '/../vendor/autoload.php';
} else {
    spl_autoload_register(static function (string $class): void {
        foreach (['TourChat\\Tests\\' => __DIR__ . '/', 'TourChat\\' => __DIR__ . '/../src/'] as $prefix => $dir) {
            if (str_starts_with($class, $prefix)) {
                $file = $dir . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
                if (is_file($file)) {
                    require $file;
                }
                return;
            }
        }
    });
}

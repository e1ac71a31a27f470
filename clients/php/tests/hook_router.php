<?php

// The webhook receiver of ClientTest, run by `php -S`: it saves each
// delivery (headers and raw body) as a JSON file in $TOURCHAT_HOOK_DIR.
$dir = getenv('TOURCHAT_HOOK_DIR');
$headers = [];
foreach (getallheaders() as $k => $v) {
    $headers[strtolower($k)] = $v;
}
file_put_contents($dir . '/' . uniqid('d', true) . '.json', json_encode(['headers' => $headers, 'body' => file_get_contents('php://input')]));
http_response_code(204);

<?php

// The README's quick start, run by CI in a fresh Composer project that
// installed the package: TOURCHAT_URL and TOURCHAT_KEY point at a server.
require 'vendor/autoload.php';

use TourChat\TourChat;

$client = new TourChat(apiKey: getenv('TOURCHAT_KEY'), baseUrl: getenv('TOURCHAT_URL'));

$reply = $client->chat(['business_id' => 'biz_demo', 'session_id' => 'visitor-1', 'message' => 'Kayak tomorrow for 2?']);
echo $reply->message, "\n";

$date = gmdate('Y-m-d', time() + 3 * 86400);
$day = $client->bookings->availability(['date' => $date, 'guests' => 2]);
$slot = array_values(array_filter($day->slots, fn ($s) => $s->bookable))[0];
$booking = $client->bookings->create(
    ['slot_id' => $slot->slot_id, 'guests' => 2, 'customer' => ['name' => 'Ana Silva', 'email' => 'ana@example.com']],
    ['idempotency_key' => 'order-3001'],
);
echo $booking->id, ' ', $booking->status, ' ', $booking->total_price, ' ', $booking->currency, "\n";

foreach ($client->leads->list(['limit' => 50]) as $lead) {
    echo $lead->email, "\n";
}

<?php
// A postback receiver that checks X-Signature: the lowercase hex HMAC-SHA256 of the RAW request body,
// keyed with the seller's webhook secret. Run it with PHP's built-in server (any framework works the same
// way: read the raw body before anything decodes it):
//   WEBHOOK_SECRET=whsec_acme_0000000000000001 php -S 127.0.0.1:4020 examples/php/receiver.php
declare(strict_types=1);

function signature_is_valid(string $rawBody, string $signature, string $secret): bool
{
    return hash_equals(hash_hmac('sha256', $rawBody, $secret), $signature);
}

function say(string $line): void
{
    file_put_contents('php://stderr', $line . "\n");
}

$secret = getenv('WEBHOOK_SECRET') ?: 'whsec_acme_0000000000000001';
$raw = file_get_contents('php://input'); // the bytes as sent: never json_encode(json_decode(...)) them
$signature = $_SERVER['HTTP_X_SIGNATURE'] ?? '';

if ($_SERVER['REQUEST_METHOD'] !== 'POST') {
    http_response_code(405);
    return;
}
if (!signature_is_valid($raw, $signature, $secret)) {
    say("rejected POST {$_SERVER['REQUEST_URI']}: bad signature");
    http_response_code(401);
    return;
}
$event = json_decode($raw, true, 512, JSON_THROW_ON_ERROR);
// The trap: json_encode escapes "/" and non-ASCII ("E-book ação/ç" becomes "E-book a\u00e7\u00e3o\/\u00e7"),
// so an HMAC over re-encoded JSON differs from the one the gateway computed over its bytes.
$reencoded = signature_is_valid(json_encode($event), $signature, $secret) ? 'would also verify' : 'would NOT verify';
// Retries repeat X-Sandbox-Event-Id: use it (or the id and status) to process each change once.
say(sprintf('accepted %s: id %d is %s (event %s); the signature over json_encode(json_decode($raw)) %s',
    $_SERVER['REQUEST_URI'], $event['id'], $event['status'], $_SERVER['HTTP_X_SANDBOX_EVENT_ID'] ?? '-', $reencoded));
header('Content-Type: application/json');
echo '{"received":true}';

<?php
// One refusal of every error group, each read with error_of(): the body differs by group, the status
// says what to do (400 fix the request, 401 the keys, 403 the account, 404 the id, 422 a business rule).
// PHP trap: an empty array encodes as [] (a JSON array); send an empty object as new stdClass().
//   BASE=http://127.0.0.1:4010 php examples/php/errors.php
declare(strict_types=1);
require __DIR__ . '/gateway.php';

$bravo = ['X-Api-Public-Key: pk_test_bravo_000000000000002', 'X-Api-Private-Key: sk_test_bravo_000000000000002'];
$orphan = ['X-Api-Public-Key: pk_test_orphan_00000000000004', 'X-Api-Private-Key: sk_test_orphan_00000000000004'];
$nocash = ['X-Api-Public-Key: pk_test_nocash_00000000000003', 'X-Api-Private-Key: sk_test_nocash_00000000000003'];
$mixed = [api_keys()[0], $bravo[1]];

$cases = [
    ['seller, keys of two accounts', 'GET', '/api/seller', null, $mixed],
    ['seller, a user without a seller account', 'GET', '/api/seller', null, $orphan],
    ['sales, fields missing', 'POST', '/api/sales', ['amount' => 15000, 'paymentMethod' => 'PIX', 'customer' => ['name' => 'Maria']], null],
    ['sales, amount in reais', 'POST', '/api/sales', ['amount' => 89.90, 'paymentMethod' => 'PIX', 'pix' => new stdClass()] + array_diff_key(order(8990), ['amount' => 0]), null],
    ['sales, keys of two accounts', 'POST', '/api/sales', ['amount' => 1000], $mixed],
    ['sales, below the minimum', 'POST', '/api/sales', order(50) + ['paymentMethod' => 'TRANSFER'], null],
    ['transactions, an id that is not a number', 'GET', '/api/transactions/abc', null, null],
    ['transactions, a sale of another account', 'GET', '/api/transactions/1', null, $bravo],
    ['transactions, no such sale', 'GET', '/api/transactions/99999999', null, null],
    ['cashout, the amount as a string', 'POST', '/api/public/cashout', ['amount' => '150.00', 'pixKey' => '52998224725'], null],
    ['cashout, no keys', 'POST', '/api/public/cashout', ['amount' => 150.0, 'pixKey' => '52998224725'], []],
    ['cashout, API cashouts disabled', 'POST', '/api/public/cashout', ['amount' => 150.0, 'pixKey' => '52998224725'], $nocash],
    ['cashout, below 100.00', 'POST', '/api/public/cashout', ['amount' => 50.0, 'pixKey' => '52998224725'], null],
    ['cashout, more than the balance', 'POST', '/api/public/cashout', ['amount' => 99999.99, 'pixKey' => '52998224725'], null],
    ['subscriptions, a bad filter', 'GET', '/api/subscriptions?status=active', null, null],
    ['subscriptions, no keys', 'GET', '/api/subscriptions', null, []],
    ['subscriptions, no such subscription', 'GET', '/api/subscriptions/99999999', null, null],
];

foreach ($cases as [$label, $method, $path, $body, $headers]) {
    $answer = api($method, $path, $body, $headers);
    [$code, $message] = error_of($answer);
    printf("%s: HTTP %d %s: %s\n  body %s\n", $label, $answer['status'], $code, $message, $answer['raw']);
    if ($answer['reason'] !== null) echo "  reason {$answer['reason']}\n";
}

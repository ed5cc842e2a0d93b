<?php
// A cashout of the available balance to a PIX key, followed until the bank completes it.
// Cashout amounts are reais: a JSON number in the request, strings in the answer. Keep money in
// integer cents and divide once at the edge: 15000 / 100 is 150 exactly, while adding floats
// (0.1 + 0.2…) sends 101.10000000000001, which the gateway refuses (at most 2 decimals).
//   BASE=http://127.0.0.1:4010 php examples/php/cashout.php
declare(strict_types=1);
require __DIR__ . '/gateway.php';

$before = expect_status(200, api('GET', '/api/public/balance'));
echo "Balance: R$ {$before['available']} available\n";

// completed@sandbox.test is a test PIX key: the sandbox's bank takes it to PROCESSING, then COMPLETED.
// Any other key waits for the banking provider (the admin API). pixKeyType defaults to CPF: name it.
$cents = 15000;
$cashout = expect_status(201, api('POST', '/api/public/cashout',
    ['amount' => $cents / 100, 'pixKey' => getenv('PIX_KEY') ?: 'completed@sandbox.test', 'pixKeyType' => 'EMAIL']));
echo "Cashout {$cashout['id']}: {$cashout['status']}, R$ {$cashout['amount']} (fee R$ {$cashout['fees']['total']}, net R$ {$cashout['netAmount']})\n";

$final = wait_until(
    fn () => expect_status(200, api('GET', "/api/public/cashout/{$cashout['id']}")),
    fn (array $read) => in_array($read['status'], ['COMPLETED', 'REJECTED', 'CANCELLED'], true),
);
echo "Cashout {$final['id']}: {$final['status']}\n";
$after = expect_status(200, api('GET', '/api/public/balance'));
echo "Balance: R$ {$after['available']} available\n";

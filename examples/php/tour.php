<?php
// The README's five-minute tour in PHP: a sale paid, its postback verified, a cashout completed.
// Start the receiver first (receiver.php), then:
//   BASE=http://127.0.0.1:4010 RECEIVER=http://127.0.0.1:4020/postbacks php examples/php/tour.php
declare(strict_types=1);
require __DIR__ . '/gateway.php';

$receiver = getenv('RECEIVER') ?: 'http://127.0.0.1:4020/postbacks';

// 1. A PIX sale that posts its status changes back to the receiver.
$sale = expect_status(201, api('POST', '/api/sales', order(2500) + ['paymentMethod' => 'PIX', 'pix' => new stdClass(),
    'postbackUrl' => $receiver]))['sale'];
echo "1. PIX sale {$sale['id']}: {$sale['status']}; the customer scans {$sale['payment']['pix']['key']}\n";

// 2. The customer pays: the admin API plays the payment processor (the QA console has the same button).
expect_status(200, api('POST', "/__admin/sales/{$sale['id']}/status", ['status' => 'PAGO'], []));
$paid = expect_status(200, api('GET', "/api/transactions/{$sale['id']}"));
echo "2. Sale {$paid['id']}: {$paid['status']} at {$paid['completedAt']}\n";

// 3. A cashout of R$ 150,00 (reais, from cents) to a test PIX key the sandbox's bank completes by itself.
$cashout = expect_status(201, api('POST', '/api/public/cashout', ['amount' => 15000 / 100, 'pixKey' => 'completed@sandbox.test', 'pixKeyType' => 'EMAIL']));
echo "3. Cashout {$cashout['id']}: {$cashout['status']}\n";

// 4. The bank's steps come 2 s apart: rather than wait, move the sandbox clock; what falls due happens.
$clock = expect_status(200, api('POST', '/__admin/clock/advance', ['seconds' => 10], []));
echo "4. Sandbox clock now {$clock['now']}\n";

// 5. The sandbox signed the postback; the receiver verified it on the raw body and answered 200.
$delivery = wait_until(
    function () use ($sale) {
        $list = expect_status(200, api('GET', '/__admin/webhooks/deliveries?kind=sale.postback&sellerId=1000&limit=20', null, []));
        foreach ($list['deliveries'] as $delivery) if ($delivery['resource']['id'] === $sale['id']) return $delivery;
        return ['attempts' => []];
    },
    fn (array $delivery) => count($delivery['attempts']) > 0,
);
echo "5. Postback of sale {$sale['id']}: the receiver answered {$delivery['attempts'][0]['statusCode']}"
    . ($delivery['attempts'][0]['statusCode'] === 200 ? " (signature verified)\n" : " (signature refused)\n");

// 6. The cashout, read back (in a real integration: wait for its webhook or poll, as cashout.php does).
$final = wait_until(
    fn () => expect_status(200, api('GET', "/api/public/cashout/{$cashout['id']}")),
    fn (array $read) => $read['status'] === 'COMPLETED',
);
echo "6. Cashout {$final['id']}: {$final['status']}, R$ {$final['netAmount']} sent to {$final['pixKey']}\n";

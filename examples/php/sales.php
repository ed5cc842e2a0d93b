<?php
// PIX, card and boleto sales, and one read back. Amounts of sales are integer cents.
//   BASE=http://127.0.0.1:4010 php examples/php/sales.php   (OUT_DIR=… keeps the PIX QR code as a PNG)
declare(strict_types=1);
require __DIR__ . '/gateway.php';
require __DIR__ . '/checks.php';

$card = fn (string $number) => ['number' => $number, 'holderName' => 'MARIA DA SILVA',
    'expirationMonth' => '12', 'expirationYear' => '2030', 'cvv' => '123'];

// PIX: sale.payment.pix {key (the BR Code, "copia e cola"), qrCodeBase64 (a PNG data URI), expiresAt}
$pix = expect_status(201, api('POST', '/api/sales', order(15000) + ['paymentMethod' => 'PIX', 'pix' => ['expiresInDays' => 1]]))['sale'];
$brcode = $pix['payment']['pix']['key'];
printf("PIX sale %d: %s, amount %s cents, expires %s\n", $pix['id'], $pix['status'], $pix['amount'], $pix['payment']['pix']['expiresAt']);
printf("  BR Code %s (CRC %s)\n", $brcode, brcode_crc_ok($brcode) ? 'ok' : 'WRONG');
if (getenv('OUT_DIR')) {
    $png = getenv('OUT_DIR') . "/pix-{$pix['id']}.png";
    file_put_contents($png, base64_decode(explode(',', $pix['payment']['pix']['qrCodeBase64'], 2)[1], true));
    echo "  QR code written to $png\n";
}

// Cards are decided at creation: 4111… approves (in 3 installments here), 4000…0002 declines (still 201).
$approved = expect_status(201, api('POST', '/api/sales', order(29990, 'Curso online') + ['paymentMethod' => 'CREDIT_CARD',
    'card' => $card('4111111111111111'), 'installments' => ['number' => 3]]))['sale'];
printf("Card sale %d: %s in %d installments\n", $approved['id'], $approved['status'], $approved['payment']['installments']);
$declined = expect_status(201, api('POST', '/api/sales', order(4990, 'Curso online') + ['paymentMethod' => 'DEBIT_CARD',
    'card' => $card('4000000000000002')]))['sale'];
printf("Card sale %d: %s\n", $declined['id'], $declined['status']);

// Boleto: sale.payment.boleto {code (the 47-digit linha digitável), barcode, dueDate}
$boleto = expect_status(201, api('POST', '/api/sales', order(8990, 'Assinatura anual') + ['paymentMethod' => 'BOLETO',
    'boleto' => ['expiresInDays' => 3]]))['sale'];
$line = $boleto['payment']['boleto']['code'];
printf("Boleto sale %d: %s, due %s\n", $boleto['id'], $boleto['status'], $boleto['payment']['boleto']['dueDate']);
printf("  linha digitável %s (check digits %s, barcode %s)\n", $line, boleto_check_digits_ok($line) ? 'ok' : 'WRONG',
    boleto_barcode($line) === $boleto['payment']['boleto']['barcode'] ? 'matches' : 'DIFFERS');

// Read back: GET /api/transactions/{id} answers amounts as numbers of cents (the creation answer's sale.amount is a string).
$read = expect_status(200, api('GET', "/api/transactions/{$pix['id']}"));
printf("Read back sale %d: %s, amount %d cents, net %d cents, item \"%s\"\n", $read['id'], $read['status'], $read['amount'],
    $read['netAmount'], $read['items'][0]['title']);

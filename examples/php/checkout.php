<?php
// A checkout page: the customer picks PIX, the page shows the QR code and the "copia e cola" code, and
// reloading it shows the sale's status. The keys stay on the server, never in the page.
//   BASE=http://127.0.0.1:4010 php -S 127.0.0.1:8080 examples/php/checkout.php
declare(strict_types=1);
require __DIR__ . '/gateway.php';

const PRODUCT = ['title' => 'E-book ação/ç', 'cents' => 4990];

$h = fn (string $text) => htmlspecialchars($text, ENT_QUOTES | ENT_HTML5, 'UTF-8');
$reais = fn (int $cents) => 'R$ ' . number_format($cents / 100, 2, ',', '.');

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $email = filter_var($_POST['email'] ?? '', FILTER_VALIDATE_EMAIL) ?: 'maria@example.com';
    $answer = api('POST', '/api/sales', order(PRODUCT['cents'], PRODUCT['title'], $email) + ['paymentMethod' => 'PIX', 'pix' => ['expiresInDays' => 1]]);
    if ($answer['status'] !== 201) {
        [$code, $message] = error_of($answer);
        http_response_code(502);
        echo "<!doctype html><meta charset=utf-8><p>Não foi possível criar o pagamento: {$h($message)} ({$h((string) $code)})</p>";
        return;
    }
    $pix = $answer['body']['sale']['payment']['pix'];
    $id = $answer['body']['sale']['id'];
    echo <<<HTML
        <!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Pague com PIX</title>
        <h1>Pague {$reais(PRODUCT['cents'])} com PIX</h1>
        <img alt="QR code PIX" width="240" height="240" src="{$h($pix['qrCodeBase64'])}">
        <p><label>PIX copia e cola <textarea readonly rows="4" cols="60" id="brcode">{$h($pix['key'])}</textarea></label></p>
        <p>Válido até {$h((string) $pix['expiresAt'])}. <a href="/?sale={$id}">Já paguei</a></p>
        </html>
        HTML;
    return;
}

if (isset($_GET['sale'])) {
    $answer = api('GET', '/api/transactions/' . rawurlencode((string) $_GET['sale']));
    $status = $answer['status'] === 200 ? $answer['body']['status'] : error_of($answer)[1];
    $paid = $status === 'PAGO' ? 'Pagamento confirmado.' : 'Aguardando o pagamento.';
    echo "<!doctype html><html lang=\"pt-BR\"><meta charset=\"utf-8\"><title>Pedido</title><p id=\"status\">{$h($status)}</p><p>{$paid}</p></html>";
    return;
}

echo <<<HTML
    <!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Checkout</title>
    <h1>{$h(PRODUCT['title'])}: {$reais(PRODUCT['cents'])}</h1>
    <form method="post"><label>E-mail <input type="email" name="email" required></label> <button>Pagar com PIX</button></form>
    </html>
    HTML;

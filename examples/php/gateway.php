<?php
// A small client of the gateway's public API in plain PHP 8 with ext-curl (no Composer).
// Every example in this folder requires it. Point it elsewhere with the environment:
//   BASE=http://127.0.0.1:4010 API_PUBLIC_KEY=pk_… API_PRIVATE_KEY=sk_… php sales.php
declare(strict_types=1);

if (!extension_loaded('curl')) {
    fwrite(STDERR, "ext-curl is missing: apt-get install -y php-curl\n");
    exit(1);
}

function base_url(): string
{
    return rtrim(getenv('BASE') ?: 'http://127.0.0.1:4010', '/');
}

/** The fixture account acme's keys unless the environment names others. */
function api_keys(): array
{
    return [
        'X-Api-Public-Key: ' . (getenv('API_PUBLIC_KEY') ?: 'pk_test_acme_0000000000000001'),
        'X-Api-Private-Key: ' . (getenv('API_PRIVATE_KEY') ?: 'sk_test_acme_0000000000000001'),
    ];
}

/**
 * One HTTP call. Answers ['status' => int, 'body' => decoded JSON, 'raw' => string, 'reason' => string|null].
 * $headers null sends acme's keys; [] sends none. The body is sent as JSON: money in integer cents
 * for sales, reais for cashouts (build reais from cents: 15000 / 100, never by adding floats).
 */
function api(string $method, string $path, ?array $body = null, ?array $headers = null): array
{
    $curl = curl_init(base_url() . $path);
    $sent = $headers ?? api_keys();
    if ($body !== null) {
        $sent[] = 'Content-Type: application/json';
        curl_setopt($curl, CURLOPT_POSTFIELDS, json_encode($body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR));
    }
    $reason = null;
    curl_setopt_array($curl, [
        CURLOPT_CUSTOMREQUEST => $method,
        CURLOPT_HTTPHEADER => $sent,
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_TIMEOUT => 30,
        // The sandbox says why it refused a request in X-Sandbox-Reason; the body stays the gateway's.
        CURLOPT_HEADERFUNCTION => function ($curl, string $line) use (&$reason): int {
            if (stripos($line, 'x-sandbox-reason:') === 0) $reason = trim(substr($line, strlen('x-sandbox-reason:')));
            return strlen($line);
        },
    ]);
    $raw = curl_exec($curl);
    if ($raw === false) throw new RuntimeException("$method $path: " . curl_error($curl));
    $status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);
    curl_close($curl);
    return ['status' => $status, 'body' => json_decode($raw, true), 'raw' => $raw, 'reason' => $reason];
}

/**
 * The error of any endpoint group as [code, message]: each group has its own body
 * ({success, error: {code, message}} for subscriptions and the auth envelope, {error, message} for the
 * seller and transactions, {message, errorType} or {message, error} for cashouts, {message, error,
 * details: {missingFields}} or {message, details} for sales creation).
 */
function error_of(array $answer): array
{
    $body = is_array($answer['body']) ? $answer['body'] : [];
    $error = $body['error'] ?? null;
    $code = is_array($error) ? ($error['code'] ?? null) : ($body['errorType'] ?? $error);
    $message = is_array($error) ? ($error['message'] ?? '') : ($body['message'] ?? '');
    if (isset($body['details']['missingFields'])) $message .= ' [' . implode(', ', $body['details']['missingFields']) . ']';
    if (is_string($body['details'] ?? null)) $message .= " ({$body['details']})";
    return [$code ?? '-', $message];
}

/** The answer's body, or an exception naming the status, the code and the sandbox's reason. */
function expect_status(int $status, array $answer): array
{
    if ($answer['status'] === $status) return $answer['body'];
    [$code, $message] = error_of($answer);
    throw new RuntimeException("expected $status, got {$answer['status']} $code: $message" . ($answer['reason'] ? " ({$answer['reason']})" : ''));
}

/** Polls $read until $done says yes (the sandbox moves things on its own clock), at most $seconds. */
function wait_until(callable $read, callable $done, float $seconds = 30.0): array
{
    $deadline = microtime(true) + $seconds;
    for (;;) {
        $value = $read();
        if ($done($value)) return $value;
        if (microtime(true) > $deadline) throw new RuntimeException('gave up waiting: ' . json_encode($value));
        usleep(100_000);
    }
}

/** The customer and item every example uses; title in UTF-8 with a slash, as real shops send. */
function order(int $cents, string $title = 'E-book ação/ç', string $email = 'maria@example.com'): array
{
    return [
        'amount' => $cents,
        'customer' => ['name' => 'Maria da Silva', 'email' => $email, 'phone' => '11987654321',
            'document' => ['type' => 'cpf', 'number' => '52998224725']],
        'items' => [['title' => $title, 'unitPrice' => $cents, 'quantity' => 1, 'tangible' => false]],
    ];
}

<?php
// Check digits an integration can verify on its side before showing a code to a customer.
declare(strict_types=1);

/** A PIX BR Code ends with the CRC16-CCITT (0x1021, start 0xFFFF) of everything before it, "6304" included. */
function brcode_crc_ok(string $brcode): bool
{
    $crc = 0xFFFF;
    $payload = substr($brcode, 0, -4);
    for ($i = 0; $i < strlen($payload); $i++) {
        $crc ^= ord($payload[$i]) << 8;
        for ($bit = 0; $bit < 8; $bit++) $crc = (($crc & 0x8000) ? (($crc << 1) ^ 0x1021) : ($crc << 1)) & 0xFFFF;
    }
    return str_ends_with($payload, '6304') && sprintf('%04X', $crc) === substr($brcode, -4);
}

/** Módulo 10 of a linha digitável field: weights 2, 1, 2… from the right, digits of each product summed. */
function mod10(string $digits): int
{
    $sum = 0;
    foreach (array_reverse(str_split($digits)) as $i => $digit) {
        $product = (int) $digit * ($i % 2 === 0 ? 2 : 1);
        $sum += intdiv($product, 10) + $product % 10;
    }
    return (10 - $sum % 10) % 10;
}

/** Módulo 11 of the 43 barcode digits around the check digit: weights 2 to 9 from the right; 0, 10, 11 give 1. */
function mod11(string $digits): int
{
    $sum = 0;
    foreach (array_reverse(str_split($digits)) as $i => $digit) $sum += (int) $digit * (2 + $i % 8);
    $dv = 11 - $sum % 11;
    return in_array($dv, [0, 10, 11], true) ? 1 : $dv;
}

/** A bank boleto's 47-digit linha digitável: the three field check digits and the barcode's general one. */
function boleto_check_digits_ok(string $line): bool
{
    if (!preg_match('/^\d{47}$/', $line)) return false;
    foreach ([[0, 9], [10, 10], [21, 10]] as [$start, $length])
        if (mod10(substr($line, $start, $length)) !== (int) $line[$start + $length]) return false;
    $barcode = boleto_barcode($line);
    return mod11(substr($barcode, 0, 4) . substr($barcode, 5)) === (int) $barcode[4];
}

/** The 44-digit barcode a linha digitável stands for. */
function boleto_barcode(string $line): string
{
    return substr($line, 0, 4) . $line[32] . substr($line, 33, 14) . substr($line, 4, 5) . substr($line, 10, 10) . substr($line, 21, 10);
}

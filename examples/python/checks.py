"""Check digits an integration can verify on its side before showing a code to a customer."""
import re


def brcode_crc_ok(brcode):
    """A PIX BR Code ends with the CRC16-CCITT (0x1021, start 0xFFFF) of everything before it, "6304" included."""
    payload, crc = brcode[:-4], 0xFFFF
    for byte in payload.encode('utf-8'):
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021 if crc & 0x8000 else crc << 1) & 0xFFFF
    return payload.endswith('6304') and f'{crc:04X}' == brcode[-4:]


def mod10(digits):
    """Módulo 10 of a linha digitável field: weights 2, 1, 2... from the right, digits of each product summed."""
    total = 0
    for i, digit in enumerate(reversed(digits)):
        product = int(digit) * (2 if i % 2 == 0 else 1)
        total += product // 10 + product % 10
    return (10 - total % 10) % 10


def mod11(digits):
    """Módulo 11 of the 43 barcode digits around the check digit: weights 2 to 9 from the right; 0, 10, 11 give 1."""
    total = sum(int(digit) * (2 + i % 8) for i, digit in enumerate(reversed(digits)))
    dv = 11 - total % 11
    return 1 if dv in (0, 10, 11) else dv


def boleto_barcode(line):
    """The 44-digit barcode a linha digitável stands for."""
    return line[0:4] + line[32] + line[33:47] + line[4:9] + line[10:20] + line[21:31]


def boleto_check_digits_ok(line):
    """A bank boleto's 47-digit linha digitável: the three field check digits and the barcode's general one."""
    if not re.fullmatch(r'\d{47}', line):
        return False
    for start, length in ((0, 9), (10, 10), (21, 10)):
        if mod10(line[start:start + length]) != int(line[start + length]):
            return False
    barcode = boleto_barcode(line)
    return mod11(barcode[:4] + barcode[5:]) == int(barcode[4])

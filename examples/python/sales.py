"""PIX, card and boleto sales, and one read back. Amounts of sales are integer cents.

    BASE=http://127.0.0.1:4010 python3 examples/python/sales.py   (OUT_DIR=... keeps the PIX QR code as a PNG)
"""
import base64
import os

from checks import boleto_barcode, boleto_check_digits_ok, brcode_crc_ok
from gateway import api, expect_status, order


def card(number):
    return {'number': number, 'holderName': 'MARIA DA SILVA', 'expirationMonth': '12', 'expirationYear': '2030', 'cvv': '123'}


# PIX: sale.payment.pix {key (the BR Code, "copia e cola"), qrCodeBase64 (a PNG data URI), expiresAt}
pix = expect_status(201, api('POST', '/api/sales', {**order(15000), 'paymentMethod': 'PIX', 'pix': {'expiresInDays': 1}}))['sale']
brcode = pix['payment']['pix']['key']
print(f"PIX sale {pix['id']}: {pix['status']}, amount {pix['amount']} cents, expires {pix['payment']['pix']['expiresAt']}")
print(f"  BR Code {brcode} (CRC {'ok' if brcode_crc_ok(brcode) else 'WRONG'})")
if os.environ.get('OUT_DIR'):
    png = os.path.join(os.environ['OUT_DIR'], f"pix-{pix['id']}.png")
    with open(png, 'wb') as file:
        file.write(base64.b64decode(pix['payment']['pix']['qrCodeBase64'].split(',', 1)[1]))
    print(f'  QR code written to {png}')

# Cards are decided at creation: 4111... approves (in 3 installments here), 4000...0002 declines (still 201).
approved = expect_status(201, api('POST', '/api/sales', {**order(29990, 'Curso online'), 'paymentMethod': 'CREDIT_CARD',
                                                       'card': card('4111111111111111'), 'installments': {'number': 3}}))['sale']
print(f"Card sale {approved['id']}: {approved['status']} in {approved['payment']['installments']} installments")
declined = expect_status(201, api('POST', '/api/sales', {**order(4990, 'Curso online'), 'paymentMethod': 'DEBIT_CARD',
                                                       'card': card('4000000000000002')}))['sale']
print(f"Card sale {declined['id']}: {declined['status']}")

# Boleto: sale.payment.boleto {code (the 47-digit linha digitável), barcode, dueDate}
boleto = expect_status(201, api('POST', '/api/sales', {**order(8990, 'Assinatura anual'), 'paymentMethod': 'BOLETO',
                                                     'boleto': {'expiresInDays': 3}}))['sale']
line = boleto['payment']['boleto']['code']
print(f"Boleto sale {boleto['id']}: {boleto['status']}, due {boleto['payment']['boleto']['dueDate']}")
print(f"  linha digitável {line} (check digits {'ok' if boleto_check_digits_ok(line) else 'WRONG'}, "
      f"barcode {'matches' if boleto_barcode(line) == boleto['payment']['boleto']['barcode'] else 'DIFFERS'})")

# Read back: GET /api/transactions/{id} answers amounts as numbers of cents (the creation answer's sale.amount is a string).
read = expect_status(200, api('GET', f"/api/transactions/{pix['id']}"))
print(f"Read back sale {read['id']}: {read['status']}, amount {read['amount']} cents, net {read['netAmount']} cents, "
      f"item \"{read['items'][0]['title']}\"")

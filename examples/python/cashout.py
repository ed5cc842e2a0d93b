"""A cashout of the available balance to a PIX key, followed until the bank completes it.

Cashout amounts are reais: a JSON number in the request, strings in the answer. Keep money in integer
cents and divide once at the edge: 15000 / 100 is 150.0 exactly, while adding floats (0.1 + 0.2...)
sends 101.10000000000001, which the gateway refuses (at most 2 decimals).

    BASE=http://127.0.0.1:4010 python3 examples/python/cashout.py
"""
import os

from gateway import api, expect_status, wait_until

before = expect_status(200, api('GET', '/api/public/balance'))
print(f"Balance: R$ {before['available']} available")

# completed@sandbox.test is a test PIX key: the sandbox's bank takes it to PROCESSING, then COMPLETED.
# Any other key waits for the banking provider (the admin API). pixKeyType defaults to CPF: name it.
cents = 15000
cashout = expect_status(201, api('POST', '/api/public/cashout', {
    'amount': cents / 100, 'pixKey': os.environ.get('PIX_KEY', 'completed@sandbox.test'), 'pixKeyType': 'EMAIL'}))
print(f"Cashout {cashout['id']}: {cashout['status']}, R$ {cashout['amount']} "
      f"(fee R$ {cashout['fees']['total']}, net R$ {cashout['netAmount']})")

final = wait_until(lambda: expect_status(200, api('GET', f"/api/public/cashout/{cashout['id']}")),
                   lambda read: read['status'] in ('COMPLETED', 'REJECTED', 'CANCELLED'))
print(f"Cashout {final['id']}: {final['status']}")
after = expect_status(200, api('GET', '/api/public/balance'))
print(f"Balance: R$ {after['available']} available")

"""The README's five-minute tour in Python: a sale paid, its postback verified, a cashout completed.

Start the receiver first (receiver.py), then:
    BASE=http://127.0.0.1:4010 RECEIVER=http://127.0.0.1:4020/postbacks python3 examples/python/tour.py
"""
import os

from gateway import api, expect_status, order, wait_until

receiver = os.environ.get('RECEIVER', 'http://127.0.0.1:4020/postbacks')

# 1. A PIX sale that posts its status changes back to the receiver.
sale = expect_status(201, api('POST', '/api/sales', {**order(2500), 'paymentMethod': 'PIX', 'pix': {}, 'postbackUrl': receiver}))['sale']
print(f"1. PIX sale {sale['id']}: {sale['status']}; the customer scans {sale['payment']['pix']['key']}")

# 2. The customer pays: the admin API plays the payment processor (the QA console has the same button).
expect_status(200, api('POST', f"/__admin/sales/{sale['id']}/status", {'status': 'PAGO'}, {}))
paid = expect_status(200, api('GET', f"/api/transactions/{sale['id']}"))
print(f"2. Sale {paid['id']}: {paid['status']} at {paid['completedAt']}")


# 3. A cashout of R$ 150,00 (reais, from cents) to a test PIX key the sandbox's bank completes by itself.
cashout = expect_status(201, api('POST', '/api/public/cashout',
                                 {'amount': 15000 / 100, 'pixKey': 'completed@sandbox.test', 'pixKeyType': 'EMAIL'}))
print(f"3. Cashout {cashout['id']}: {cashout['status']}")

# 4. The bank's steps come 2 s apart: rather than wait, move the sandbox clock; what falls due happens.
clock = expect_status(200, api('POST', '/__admin/clock/advance', {'seconds': 10}, {}))
print(f"4. Sandbox clock now {clock['now']}")


# 5. The sandbox signed the postback; the receiver verified it on the raw body and answered 200.
def delivery_of_sale():
    listed = expect_status(200, api('GET', '/__admin/webhooks/deliveries?kind=sale.postback&sellerId=1000&limit=20', None, {}))
    return next((d for d in listed['deliveries'] if d['resource']['id'] == sale['id']), {'attempts': []})


delivery = wait_until(delivery_of_sale, lambda found: len(found['attempts']) > 0)
answered = delivery['attempts'][0]['statusCode']
print(f"5. Postback of sale {sale['id']}: the receiver answered {answered} "
      f"({'signature verified' if answered == 200 else 'signature refused'})")

# 6. The cashout, read back (in a real integration: wait for its webhook or poll, as cashout.py does).
final = wait_until(lambda: expect_status(200, api('GET', f"/api/public/cashout/{cashout['id']}")),
                   lambda read: read['status'] == 'COMPLETED')
print(f"6. Cashout {final['id']}: {final['status']}, R$ {final['netAmount']} sent to {final['pixKey']}")

"""One refusal of every error group, each read with error_of(): the body differs by group, the status
says what to do (400 fix the request, 401 the keys, 403 the account, 404 the id, 422 a business rule).

    BASE=http://127.0.0.1:4010 python3 examples/python/errors.py
"""
from gateway import api, api_keys, error_of, order

BRAVO = {'X-Api-Public-Key': 'pk_test_bravo_000000000000002', 'X-Api-Private-Key': 'sk_test_bravo_000000000000002'}
ORPHAN = {'X-Api-Public-Key': 'pk_test_orphan_00000000000004', 'X-Api-Private-Key': 'sk_test_orphan_00000000000004'}
NOCASH = {'X-Api-Public-Key': 'pk_test_nocash_00000000000003', 'X-Api-Private-Key': 'sk_test_nocash_00000000000003'}
MIXED = {**api_keys(), 'X-Api-Private-Key': BRAVO['X-Api-Private-Key']}

CASES = [
    ('seller, keys of two accounts', 'GET', '/api/seller', None, MIXED),
    ('seller, a user without a seller account', 'GET', '/api/seller', None, ORPHAN),
    ('sales, fields missing', 'POST', '/api/sales', {'amount': 15000, 'paymentMethod': 'PIX', 'customer': {'name': 'Maria'}}, None),
    ('sales, amount in reais', 'POST', '/api/sales', {**order(8990), 'amount': 89.90, 'paymentMethod': 'PIX', 'pix': {}}, None),
    ('sales, keys of two accounts', 'POST', '/api/sales', {'amount': 1000}, MIXED),
    ('sales, below the minimum', 'POST', '/api/sales', {**order(50), 'paymentMethod': 'TRANSFER'}, None),
    ('transactions, an id that is not a number', 'GET', '/api/transactions/abc', None, None),
    ('transactions, a sale of another account', 'GET', '/api/transactions/1', None, BRAVO),
    ('transactions, no such sale', 'GET', '/api/transactions/99999999', None, None),
    ('cashout, the amount as a string', 'POST', '/api/public/cashout', {'amount': '150.00', 'pixKey': '52998224725'}, None),
    ('cashout, no keys', 'POST', '/api/public/cashout', {'amount': 150.0, 'pixKey': '52998224725'}, {}),
    ('cashout, API cashouts disabled', 'POST', '/api/public/cashout', {'amount': 150.0, 'pixKey': '52998224725'}, NOCASH),
    ('cashout, below 100.00', 'POST', '/api/public/cashout', {'amount': 50.0, 'pixKey': '52998224725'}, None),
    ('cashout, more than the balance', 'POST', '/api/public/cashout', {'amount': 99999.99, 'pixKey': '52998224725'}, None),
    ('subscriptions, a bad filter', 'GET', '/api/subscriptions?status=active', None, None),
    ('subscriptions, no keys', 'GET', '/api/subscriptions', None, {}),
    ('subscriptions, no such subscription', 'GET', '/api/subscriptions/99999999', None, None),
]

for label, method, path, body, headers in CASES:
    answer = api(method, path, body, headers)
    code, message = error_of(answer)
    print(f"{label}: HTTP {answer['status']} {code}: {message}\n  body {answer['raw']}")
    if answer['reason'] is not None:
        print(f"  reason {answer['reason']}")

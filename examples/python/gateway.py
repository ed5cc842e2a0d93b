"""A small client of the gateway's public API: Python 3 standard library only.

Every example in this folder imports it. Point it elsewhere with the environment:
    BASE=http://127.0.0.1:4010 API_PUBLIC_KEY=pk_... API_PRIVATE_KEY=sk_... python3 sales.py
"""
import json
import os
import time
import urllib.error
import urllib.request


def base_url():
    return os.environ.get('BASE', 'http://127.0.0.1:4010').rstrip('/')


def api_keys():
    """The fixture account acme's keys unless the environment names others."""
    return {
        'X-Api-Public-Key': os.environ.get('API_PUBLIC_KEY', 'pk_test_acme_0000000000000001'),
        'X-Api-Private-Key': os.environ.get('API_PRIVATE_KEY', 'sk_test_acme_0000000000000001'),
    }


def api(method, path, body=None, headers=None):
    """One HTTP call: {'status', 'body' (decoded JSON), 'raw', 'reason'}. headers None sends acme's keys; {} none.

    Money goes in integer cents for sales, reais for cashouts (build reais from cents: 15000 / 100;
    never by adding floats).
    """
    sent = dict(api_keys() if headers is None else headers)
    data = None
    if body is not None:
        sent['Content-Type'] = 'application/json'
        data = json.dumps(body, ensure_ascii=False).encode('utf-8')
    request = urllib.request.Request(base_url() + path, data=data, method=method, headers=sent)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            status, raw, answer_headers = response.status, response.read(), response.headers
    except urllib.error.HTTPError as error:  # a 4xx or 5xx is an answer, not a failure of the call
        status, raw, answer_headers = error.code, error.read(), error.headers
    text = raw.decode('utf-8')
    return {
        'status': status,
        'body': json.loads(text) if text else None,
        'raw': text,
        # The sandbox says why it refused a request in X-Sandbox-Reason; the body stays the gateway's.
        'reason': answer_headers.get('X-Sandbox-Reason'),
    }


def error_of(answer):
    """The error of any endpoint group as (code, message): each group has its own body.

    {success, error: {code, message}} for subscriptions and the auth envelope, {error, message} for the
    seller and transactions, {message, errorType} or {message, error} for cashouts, {message, error,
    details: {missingFields}} or {message, details} for sales creation.
    """
    body = answer['body'] if isinstance(answer['body'], dict) else {}
    error = body.get('error')
    if isinstance(error, dict):
        code, message = error.get('code'), error.get('message', '')
    else:
        code, message = body.get('errorType', error), body.get('message', '')
    details = body.get('details')
    if isinstance(details, dict) and 'missingFields' in details:
        message += ' [' + ', '.join(details['missingFields']) + ']'
    if isinstance(details, str):
        message += f' ({details})'
    return code or '-', message


def expect_status(status, answer):
    """The answer's body, or an exception naming the status, the code and the sandbox's reason."""
    if answer['status'] == status:
        return answer['body']
    code, message = error_of(answer)
    reason = f" ({answer['reason']})" if answer['reason'] else ''
    raise RuntimeError(f"expected {status}, got {answer['status']} {code}: {message}{reason}")


def wait_until(read, done, seconds=30.0):
    """Polls read() until done(value) (the sandbox moves things on its own clock), at most `seconds`."""
    deadline = time.monotonic() + seconds
    while True:
        value = read()
        if done(value):
            return value
        if time.monotonic() > deadline:
            raise RuntimeError(f'gave up waiting: {value}')
        time.sleep(0.1)


def order(cents, title='E-book ação/ç', email='maria@example.com'):
    """The customer and item every example uses; the title in UTF-8 with a slash, as real shops send."""
    return {
        'amount': cents,
        'customer': {'name': 'Maria da Silva', 'email': email, 'phone': '11987654321',
                     'document': {'type': 'cpf', 'number': '52998224725'}},
        'items': [{'title': title, 'unitPrice': cents, 'quantity': 1, 'tangible': False}],
    }

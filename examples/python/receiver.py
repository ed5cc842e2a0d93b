"""A postback receiver that checks X-Signature: the lowercase hex HMAC-SHA256 of the RAW request body,
keyed with the seller's webhook secret. Standard library only (any framework works the same way: read
the raw bytes, e.g. Flask's request.get_data(), before anything decodes them):

    WEBHOOK_SECRET=whsec_acme_0000000000000001 PORT=4020 python3 examples/python/receiver.py
"""
import hashlib
import hmac
import json
import os
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

SECRET = os.environ.get('WEBHOOK_SECRET', 'whsec_acme_0000000000000001')


def signature_is_valid(raw_body, signature, secret):
    expected = hmac.new(secret.encode('utf-8'), raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature or '')


def say(line):
    print(line, file=sys.stderr, flush=True)


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        raw = self.rfile.read(int(self.headers.get('Content-Length', 0)))  # the bytes as sent
        signature = self.headers.get('X-Signature')
        if not signature_is_valid(raw, signature, SECRET):
            say(f'rejected POST {self.path}: bad signature')
            self.send_response(401)
            self.end_headers()
            return
        event = json.loads(raw)
        # The trap: json.dumps writes ", " and ": " and escapes non-ASCII ("ação" becomes "a\u00e7\u00e3o"),
        # so an HMAC over re-encoded JSON differs from the one the gateway computed over its bytes.
        reencoded = 'would also verify' if signature_is_valid(json.dumps(event).encode(), signature, SECRET) else 'would NOT verify'
        # Retries repeat X-Sandbox-Event-Id: use it (or the id and status) to process each change once.
        say(f"accepted {self.path}: id {event['id']} is {event['status']} (event {self.headers.get('X-Sandbox-Event-Id')}); "
            f'the signature over json.dumps(json.loads(raw)) {reencoded}')
        body = b'{"received":true}'
        self.send_response(200)
        self.send_header('Content-Type', 'application/json')
        self.send_header('Content-Length', str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):  # one line per postback is enough
        pass


server = ThreadingHTTPServer(('127.0.0.1', int(os.environ.get('PORT', '4020'))), Receiver)
print(f'listening on http://127.0.0.1:{server.server_address[1]}', flush=True)
server.serve_forever()

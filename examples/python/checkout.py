"""A checkout page: the customer picks PIX, the page shows the QR code and the "copia e cola" code, and
reloading it shows the sale's status. The keys stay on the server, never in the page.

    BASE=http://127.0.0.1:4010 PORT=8080 python3 examples/python/checkout.py
"""
import os
import urllib.parse
from html import escape
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from gateway import api, error_of, order

PRODUCT = {'title': 'E-book ação/ç', 'cents': 4990}


def reais(cents):
    return 'R$ ' + f'{cents / 100:,.2f}'.replace(',', '_').replace('.', ',').replace('_', '.')


def page(title, body):
    return f'<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>{title}</title>\n{body}\n</html>'


class Checkout(BaseHTTPRequestHandler):
    def reply(self, status, html):
        data = html.encode('utf-8')
        self.send_response(status)
        self.send_header('Content-Type', 'text/html; charset=utf-8')
        self.send_header('Content-Length', str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self):
        form = urllib.parse.parse_qs(self.rfile.read(int(self.headers.get('Content-Length', 0))).decode('utf-8'))
        email = form.get('email', ['maria@example.com'])[0]
        answer = api('POST', '/api/sales', {**order(PRODUCT['cents'], PRODUCT['title'], email),
                                            'paymentMethod': 'PIX', 'pix': {'expiresInDays': 1}})
        if answer['status'] != 201:
            code, message = error_of(answer)
            self.reply(502, page('Erro', f'<p>Não foi possível criar o pagamento: {escape(message)} ({escape(str(code))})</p>'))
            return
        sale = answer['body']['sale']
        pix = sale['payment']['pix']
        self.reply(200, page('Pague com PIX', '\n'.join([
            f"<h1>Pague {reais(PRODUCT['cents'])} com PIX</h1>",
            f'<img alt="QR code PIX" width="240" height="240" src="{escape(pix["qrCodeBase64"])}">',
            f'<p><label>PIX copia e cola <textarea readonly rows="4" cols="60" id="brcode">{escape(pix["key"])}</textarea></label></p>',
            f'<p>Válido até {escape(str(pix["expiresAt"]))}. <a href="/?sale={sale["id"]}">Já paguei</a></p>',
        ])))

    def do_GET(self):
        query = urllib.parse.parse_qs(urllib.parse.urlparse(self.path).query)
        if 'sale' in query:
            answer = api('GET', '/api/transactions/' + urllib.parse.quote(query['sale'][0]))
            status = answer['body']['status'] if answer['status'] == 200 else error_of(answer)[1]
            paid = 'Pagamento confirmado.' if status == 'PAGO' else 'Aguardando o pagamento.'
            self.reply(200, page('Pedido', f'<p id="status">{escape(status)}</p><p>{paid}</p>'))
            return
        self.reply(200, page('Checkout', '\n'.join([
            f"<h1>{escape(PRODUCT['title'])}: {reais(PRODUCT['cents'])}</h1>",
            '<form method="post"><label>E-mail <input type="email" name="email" required></label> <button>Pagar com PIX</button></form>',
        ])))

    def log_message(self, *args):
        pass


server = ThreadingHTTPServer(('127.0.0.1', int(os.environ.get('PORT', '8080'))), Checkout)
print(f'listening on http://127.0.0.1:{server.server_address[1]}', flush=True)
server.serve_forever()

// Set-up calls to a running sandbox (not measured): fetch with the fixture keys.

export const ACME = {
  sellerId: 1000,
  publicKey: 'pk_test_acme_0000000000000001',
  privateKey: 'sk_test_acme_0000000000000001',
};
export const BRAVO = {
  sellerId: 1001,
  publicKey: 'pk_test_bravo_000000000000002',
  privateKey: 'sk_test_bravo_000000000000002',
};

export function keyHeaders(account = ACME) {
  return { 'x-api-public-key': account.publicKey, 'x-api-private-key': account.privateKey };
}

/** Thrown by a scenario's set-up when the route it needs is not there (yet). */
export class RouteMissing extends Error {}

const ROUTE_NOT_FOUND = /Rota não encontrada/;

export function client(url, account = ACME) {
  async function call(method, path, body) {
    const response = await fetch(url + path, {
      method,
      headers: { ...keyHeaders(account), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    if (response.status === 404 && ROUTE_NOT_FOUND.test(text))
      throw new RouteMissing(`${method} ${path.split('?')[0]}`);
    return { status: response.status, body: json, text };
  }
  /** The call, which must answer 2xx; anything else is a set-up failure with the answer quoted. */
  async function ok(method, path, body) {
    const answer = await call(method, path, body);
    if (answer.status < 200 || answer.status > 299)
      throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    return answer.body;
  }
  return {
    call,
    ok,
    get: (path) => ok('GET', path),
    post: (path, body) => ok('POST', path, body ?? {}),
    patch: (path, body) => ok('PATCH', path, body),
  };
}

import { EventNarrator, isOwnRequest, typeFilter } from '../../src/tools/cli/events.present.js';

/** How `events` words each event, whatever the sandbox's event carries (issue 23 finding 1). */
const at = '2026-11-24T12:00:00.000Z';

describe('the events narrator', () => {
  it('remembers the last status of a resource when the event does not carry where it came from', () => {
    const narrator = new EventNarrator();
    expect(
      narrator.line({
        type: 'sale.changed',
        at,
        data: { id: 5, status: 'PENDENTE', amountCents: 10000, paymentMethod: 'PIX', sellerId: 1000 },
      }),
    ).toBe('24/11/2026 09:00:00  sale.changed          sale 5  PENDENTE  R$ 100,00  PIX  seller 1000\n');
    expect(
      narrator.line({
        type: 'sale.changed',
        at,
        data: { id: 5, status: 'PAGO', amountCents: 10000, paymentMethod: 'PIX', sellerId: 1000 },
      }),
    ).toContain('sale 5  PENDENTE → PAGO  R$ 100,00');
  });

  it('uses from and to when the event carries them; from null is a new record', () => {
    const narrator = new EventNarrator();
    expect(
      narrator.line({ type: 'cashout.changed', at, data: { id: 2, from: null, to: 'PENDING', amountCents: 15000 } }),
    ).toContain('cashout 2  new → PENDING  R$ 150,00');
    expect(
      narrator.line({
        type: 'subscription.changed',
        at,
        data: { id: 3, from: 'ACTIVE', to: 'PAST_DUE', sellerId: 1001 },
      }),
    ).toContain('subscription 3  ACTIVE → PAST_DUE  seller 1001');
  });

  it.each([
    [
      { type: 'balance.changed', at, data: { sellerId: 1000, kind: 'CASHOUT', amountCents: -15367 } },
      'balance of seller 1000  CASHOUT  -R$ 153,67',
    ],
    [
      {
        type: 'delivery.changed',
        at,
        data: {
          id: 7,
          kind: 'sale.postback',
          resource: { type: 'sale', id: 5, status: 'PAGO' },
          status: 'FAILED',
          attempts: 4,
          lastStatusCode: 500,
        },
      },
      'delivery 7  sale.postback  of sale 5 PAGO  FAILED  4 attempt(s)  last answer HTTP 500',
    ],
    [
      {
        type: 'request.finished',
        at,
        data: { method: 'POST', path: '/api/sales', status: 201, sellerId: 1000, durationMs: 12.4 },
      },
      'POST /api/sales → 201  seller 1000  12 ms',
    ],
    [
      { type: 'inbox.received', at, data: { inbox: 'loja', deliveryId: 7, signatureValid: true, answeredStatus: 200 } },
      'inbox loja  delivery 7  signature valid  answered 200',
    ],
    [{ type: 'sale.changed', at, data: { bulk: true, count: 250, ids: [] } }, '250 sale records changed at once'],
  ])('words %j', (event, words) => {
    expect(new EventNarrator().line(event)).toContain(words);
  });
});

describe('which events are shown', () => {
  it('hides the CLI’s own requests: by the client the sandbox names, else every admin API request', () => {
    const request = (data: Record<string, unknown>) => ({
      type: 'request.finished',
      at,
      data: { method: 'GET', path: '/__admin/sales', status: 200, ...data },
    });
    expect(isOwnRequest(request({ client: 'gateway-sandbox-cli/1' }))).toBe(true);
    expect(isOwnRequest(request({ client: 'Mozilla/5.0' }))).toBe(false);
    expect(isOwnRequest(request({}))).toBe(true);
    expect(isOwnRequest(request({ path: '/api/sales' }))).toBe(false);
  });

  it('takes types, prefixes and prefix.* in --type, and refuses an unknown one naming the known', () => {
    const { matches, query } = typeFilter('sale.*,delivery.changed,request');
    expect(['sale.changed', 'delivery.changed', 'request.finished', 'cashout.changed'].map(matches)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(query).toBe('sale,delivery.changed,request');
    expect(() => typeFilter('sale.status_changed')).toThrow(
      /unknown event type sale\.status_changed \(types: sale\.changed/,
    );
  });
});

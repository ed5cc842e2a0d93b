import { EventNarrator } from '../../src/tools/cli/events.present.js';

/**
 * Issue 32: one line per state change of a delivery (a delivery is written when its attempt is claimed and again when
 * the answer is recorded: the claim says nothing new), and an expired PIX names the clock job that cancelled it.
 */
const at = '2026-11-24T12:00:00.000Z';
const delivery = (id: number, status: string, attempts: number, lastStatusCode: number | null) => ({
  type: 'delivery.changed',
  at,
  data: { id, object: { type: 'delivery', id }, kind: 'sale.postback', status, attempts, lastStatusCode },
});

describe('the events narrator, for a finance QA', () => {
  it('says each state of a delivery once, however often the record is written', () => {
    const narrator = new EventNarrator();
    const lines = [
      delivery(7, 'PENDING', 0, null),
      delivery(7, 'PENDING', 0, null),
      delivery(8, 'PENDING', 0, null),
      delivery(7, 'PENDING', 1, 500),
      delivery(7, 'PENDING', 1, 500),
      delivery(7, 'DELIVERED', 2, 200),
    ].map((event) => narrator.line(event));
    expect(lines.filter(Boolean)).toHaveLength(4);
    expect(lines.filter((line) => line.includes('delivery 7') && line.includes('0 attempt(s)'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('delivery 8'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('1 attempt(s)'))).toHaveLength(1);
  });

  it('names the expiry job on the move of an expired PIX, and nothing on a move asked for', () => {
    const narrator = new EventNarrator();
    const sale = (data: Record<string, unknown>) =>
      narrator.line({
        type: 'sale.changed',
        at,
        data: { id: 9, object: { type: 'sale', id: 9 }, amountCents: 4990, paymentMethod: 'PIX', ...data },
      });
    expect(
      sale({ change: { from: 'PENDENTE', to: 'CANCELADO' }, status: 'CANCELADO', reason: 'sales.expiry' }),
    ).toContain('CANCELADO  R$ 49,90  PIX  moved by the clock job sales.expiry');
    expect(sale({ change: { from: 'PENDENTE', to: 'PAGO' }, status: 'PAGO' })).not.toContain('clock job');
  });
});

import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { buildBrCode, crc16, emvText } from '../../src/core/lib/brcode.js';

const INPUT = {
  key: '11222333000181',
  amountCents: 15_050,
  merchantName: 'Acme Comércio Eletrônico',
  merchantCity: 'São José dos Campos',
  txid: 'SBX42ABCDEF0123',
};

/** Splits an EMV payload into its top-level ID → value pairs (by the TLV rule, not by our builder). */
function tlv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let i = 0; i < payload.length;) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    fields.set(id, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

describe('the PIX BR Code', () => {
  it('computes CRC16-CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('is read back by an independent parser (pix-utils) with every field as built', () => {
    const payload = buildBrCode(INPUT);
    const parsed = parsePix(payload);
    if (hasError(parsed)) throw new Error(parsed.message);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      pixKey: INPUT.key,
      transactionAmount: 150.5,
      merchantCategoryCode: '0000',
      transactionCurrency: '986',
      countryCode: 'BR',
      merchantName: 'ACME COMERCIO ELETRONICO',
      merchantCity: 'SAO JOSE DOS CA',
      txid: INPUT.txid,
    });
  });

  it('lays out the EMV fields of the manual, in order, with the CRC over everything before it', () => {
    const payload = buildBrCode(INPUT);
    const fields = tlv(payload);
    expect([...fields.keys()]).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(fields.get('00')).toBe('01');
    expect(tlv(fields.get('26')!)).toEqual(
      new Map([
        ['00', 'br.gov.bcb.pix'],
        ['01', INPUT.key],
      ]),
    );
    expect(fields.get('54')).toBe('150.50');
    expect(tlv(fields.get('62')!).get('05')).toBe(INPUT.txid);
    expect(fields.get('63')).toBe(crc16(payload.slice(0, -4)));
    expect(parsePix(payload.slice(0, -4) + (fields.get('63') === '0000' ? '0001' : '0000'))).toMatchObject({
      error: true,
    });
  });

  it.each([
    ['a long name with accents', 'Padaria e Confeitaria Pão de Açúcar do Bairro', 25, 'PADARIA E CONFEITARIA PAO'],
    ['a city with accents', 'Florianópolis', 15, 'FLORIANOPOLIS'],
    ['symbols', 'Loja & Cia. (Matriz)', 25, 'LOJA CIA MATRIZ'],
  ])('writes %s as upper-case ASCII within its length', (_case, text, max, expected) => {
    expect(emvText(text, max)).toBe(expected);
  });

  it('gives a kept text for a name seen before, per length limit, and the same after many others (issue 31)', () => {
    const name = 'Padaria e Confeitaria Pão de Açúcar do Bairro';
    expect([emvText(name, 25), emvText(name, 25), emvText(name, 10)]).toEqual([
      'PADARIA E CONFEITARIA PAO',
      'PADARIA E CONFEITARIA PAO',
      'PADARIA E',
    ]);
    // More names than are kept: the first is made again, the same.
    for (let i = 0; i < 600; i++) expect(emvText(`Loja número ${i}`, 25)).toBe(`LOJA NUMERO ${i}`);
    expect(emvText(name, 25)).toBe('PADARIA E CONFEITARIA PAO');
  });

  it('takes a 77-character key and refuses a longer one or a bad txid', () => {
    const key = 'k'.repeat(77);
    const parsed = parsePix(buildBrCode({ ...INPUT, key }));
    expect(!hasError(parsed) && isStaticPix(parsed) ? parsed.pixKey : parsed).toBe(key);
    expect(() => buildBrCode({ ...INPUT, key: 'k'.repeat(78) })).toThrow(RangeError);
    expect(() => buildBrCode({ ...INPUT, txid: 'has-dash' })).toThrow(RangeError);
  });
});

import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import { buildBrCode } from '../../src/core/lib/brcode.js';
import { qrCodeDataUri } from '../../src/core/lib/qr-png.js';
import { readQr } from '../sales/sale-helpers.js';

describe('the QR code PNG', () => {
  it.each([
    [
      'a BR Code',
      buildBrCode({
        key: 'financeiro@acme.sandbox.test',
        amountCents: 999_999,
        merchantName: 'Acme Store',
        merchantCity: 'Sao Paulo',
        txid: 'SBX1',
      }),
    ],
    ['a short text', 'hello'],
    ['a long payload', 'x'.repeat(400)],
  ])('is a PNG that decodes back to exactly %s', (_case, text) => {
    const uri = qrCodeDataUri(text);
    expect(uri).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(readQr(uri)).toBe(text);
  });

  it('decodes for many different BR Codes (the mask pattern is fixed)', () => {
    for (let i = 1; i <= 40; i++) {
      const code = buildBrCode({
        key: i % 2 ? '52998224725' : `cliente${i}@example.com.br`,
        amountCents: i * 7_919,
        merchantName: `Loja ${i}`,
        merchantCity: 'Curitiba',
        txid: `SBX${i}${'A'.repeat(i % 20)}`,
      });
      expect(readQr(qrCodeDataUri(code))).toBe(code);
    }
  });

  it('has a quiet zone of 4 white modules around the code', () => {
    const png = PNG.sync.read(Buffer.from(qrCodeDataUri('margin').split(',')[1], 'base64'));
    const scale = 4;
    for (let y = 0; y < 4 * scale; y++)
      for (let x = 0; x < png.width; x++) expect(png.data[(y * png.width + x) * 4]).toBe(255);
    expect(png.data[(4 * scale * png.width + 4 * scale) * 4]).toBe(0);
  });
});

describe('the QR code PNG, byte for byte', () => {
  // SHA-256 (first 16 hex digits) of the data URIs written before the PNG writer was made cheaper (issue 31): the
  // bytes a client receives did not change, whatever the scale and margin.
  const text = buildBrCode({
    key: 'financeiro@acme.sandbox.test',
    amountCents: 999_999,
    merchantName: 'Acme Store',
    merchantCity: 'Sao Paulo',
    txid: 'SBX1',
  });
  it.each([
    ['hello', {}, 'b2a901c68493e648'],
    ['hello', { scale: 3, margin: 2 }, 'f0f35a62dc66ce31'],
    ['hello', { scale: 1, margin: 0 }, 'c3750fbf56361b12'],
    ['hello', { scale: 9, margin: 1 }, '7b5acb41c57a67d7'],
    ['x'.repeat(400), {}, 'c17aeaf873ca7514'],
    ['x'.repeat(400), { scale: 3, margin: 2 }, '3bc0b38ebb430233'],
    ['x'.repeat(400), { scale: 1, margin: 0 }, '4f99488f3ebba8ff'],
    ['x'.repeat(400), { scale: 9, margin: 1 }, '8f7d3a58ad405d9a'],
    [text, {}, 'ba0848a36f47a978'],
    [text, { scale: 3, margin: 2 }, '2f29306263fbb84a'],
    [text, { scale: 1, margin: 0 }, '35f84c432d3d7025'],
    [text, { scale: 9, margin: 1 }, '79398a557cd223e4'],
  ])('%#: %s at %j', (input, options, digest) => {
    expect(createHash('sha256').update(qrCodeDataUri(input, options)).digest('hex').slice(0, 16)).toBe(digest);
  });
});

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

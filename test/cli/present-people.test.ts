import { formatDocument } from '../../src/core/lib/documents.js';
import { formatPhone } from '../../src/core/lib/present.js';

/** Issue 32: CPF `123.456.789-09`, CNPJ `12.345.678/0001-90`, phones `(11) 98765-4321`, wherever they are shown. */
describe('documents and phones as people write them', () => {
  it.each([
    ['12345678909', '123.456.789-09'],
    ['123.456.789-09', '123.456.789-09'],
    ['12345678000190', '12.345.678/0001-90'],
    ['12.345.678/0001-90', '12.345.678/0001-90'],
    ['', '—'],
    ['ABC123', 'ABC123'],
  ])('document %j → %j', (given, shown) => expect(formatDocument(given)).toBe(shown));

  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
    ['5511987654321', '+55 (11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['', '—'],
    ['123', '123'],
  ])('phone %j → %j', (given, shown) => expect(formatPhone(given)).toBe(shown));
});

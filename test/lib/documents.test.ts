import {
  cnpjDigits,
  completeCnpj,
  completeCpf,
  cpfDigits,
  isValidCnpj,
  isValidCpf,
} from '../../src/core/lib/documents.js';

describe('CPF', () => {
  it.each([
    ['52998224725', true],
    ['11144477735', true],
    ['52998224724', false],
    ['52998224715', false],
    ['11111111111', false],
    ['00000000000', false],
    ['5299822472', false],
    ['529982247250', false],
    ['5299822472a', false],
  ])('%s valid: %s', (cpf, valid) => {
    expect(isValidCpf(cpf)).toBe(valid);
  });

  it.each([
    ['52998224725', '52998224725'],
    ['529.982.247-25', '52998224725'],
    ['529.982247-25', null],
    ['529 982 247 25', null],
  ])('digits of %s: %s', (text, digits) => {
    expect(cpfDigits(text)).toBe(digits);
  });

  it('completes nine digits into a valid CPF', () => {
    expect(completeCpf('529982247')).toBe('52998224725');
    for (const base of ['000000001', '123456789', '987654321']) expect(isValidCpf(completeCpf(base))).toBe(true);
  });
});

describe('CNPJ', () => {
  it.each([
    ['11222333000181', true],
    ['45723174000110', true],
    ['11222333000180', false],
    ['11222333000191', false],
    ['00000000000000', false],
    ['1122233300018', false],
  ])('%s valid: %s', (cnpj, valid) => {
    expect(isValidCnpj(cnpj)).toBe(valid);
  });

  it.each([
    ['11.222.333/0001-81', '11222333000181'],
    ['11222333000181', '11222333000181'],
    ['11.222.333/000181', null],
  ])('digits of %s: %s', (text, digits) => {
    expect(cnpjDigits(text)).toBe(digits);
  });

  it('completes twelve digits into a valid CNPJ', () => {
    expect(completeCnpj('112223330001')).toBe('11222333000181');
  });
});

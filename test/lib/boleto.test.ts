import boletoUtils from '@mrmgomes/boleto-utils';
import { boleto as validateBoleto, boletoBancarioCodigoBarras } from 'boleto-brasileiro-validator';
import { buildBoleto, dueDateFactor, mod10, mod11 } from '../../src/core/lib/boleto.js';

const FREE = '0001170000000000000004200';

describe('boleto numbers', () => {
  it.each([
    ['2000-07-03', 1000],
    ['2025-02-21', 9999],
    ['2025-02-22', 1000],
    ['2025-02-23', 1001],
    ['2026-11-01', 1617],
    ['2049-10-13', 9999],
    ['2049-10-14', 1000],
  ])('gives %s the due-date factor %i (restarting at 1000 after 9999)', (date, factor) => {
    expect(dueDateFactor(date)).toBe(factor);
  });

  it('computes the check digits of the FEBRABAN examples', () => {
    expect(mod10('001905009')).toBe(5);
    expect(mod11('0019373700000001000500940144816060680935031')).toBe(3);
  });

  it.each([
    [1, '2026-11-05'],
    [15_050, '2026-12-31'],
    [9_999_999_999, '2027-03-01'],
  ])(
    'builds a linha digitável for %i cents due %s that independent validators accept, with that value and date',
    (amountCents, dueDate) => {
      const { code, barcode } = buildBoleto({ bankCode: '000', dueDate, amountCents, freeField: FREE });
      expect(code).toMatch(/^[0-9]{47}$/);
      expect(validateBoleto(code, true)).toBe(true);
      expect(boletoBancarioCodigoBarras(barcode)).toBe(true);
      const checked = boletoUtils.validarBoleto(code) as ReturnType<typeof boletoUtils.validarBoleto> & {
        vencimentoComNovoFator2025: Date;
      };
      expect(checked).toMatchObject({ sucesso: true, codigoBarras: barcode, valor: amountCents / 100 });
      expect(new Date(checked.vencimentoComNovoFator2025).toISOString().slice(0, 10)).toBe(dueDate);
    },
  );

  it('refuses a value that does not fit ten digits', () => {
    expect(() =>
      buildBoleto({ bankCode: '000', dueDate: '2026-11-05', amountCents: 10_000_000_000, freeField: FREE }),
    ).toThrow(RangeError);
  });
});

// boleto-brasileiro-validator ships no types; the functions the tests use.
declare module 'boleto-brasileiro-validator' {
  export function boleto(code: string, validateBlocks?: boolean): boolean;
  export function boletoBancario(code: string, validateBlocks?: boolean): boolean;
  export function boletoBancarioCodigoBarras(code: string): boolean;
  export function boletoBancarioLinhaDigitavel(code: string, validateBlocks?: boolean): boolean;
}

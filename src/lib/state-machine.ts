import { AppError } from '../http/errors.js';

/**
 * The one refusal of every state table (sales, cashouts): a move the table does not have is
 * 409 INVALID_TRANSITION, naming the moves it does have from there.
 */
export function assertMove<S extends string>(allowed: readonly S[], from: S, to: S): void {
  if (allowed.includes(to)) return;
  throw new AppError('INVALID_TRANSITION', {
    allowed: [...allowed],
    message: allowed.length ? `Transição não permitida: ${from} → ${to}; permitidas a partir de ${from}: ${allowed.join(', ')}` : `${from} é um status final: nenhuma transição permitida`,
  });
}

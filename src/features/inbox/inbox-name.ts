import { invalidField } from '../../http/list-query.js';
import { INBOX_NAME } from './inbox.store.js';

/** The :name of an inbox path, or 400 naming the rule. */
export function inboxName(raw: unknown): string {
  if (typeof raw !== 'string' || !INBOX_NAME.test(raw))
    throw invalidField('name', 'O nome da caixa de entrada deve ter de 1 a 64 letras, dígitos, ".", "_" ou "-"');
  return raw;
}

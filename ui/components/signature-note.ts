import { html } from '../lib/html';

/** Whether a captured request's X-Signature matched the sending seller's secret. */
export function SignatureNote({ valid, header }: { valid: boolean | null; header: string | null }) {
  if (header === null) return html`<span class="badge tone-info">sem X-Signature</span>`;
  if (valid === true) return html`<span class="badge tone-good" data-signature="valid">assinatura válida</span>`;
  if (valid === false) return html`<span class="badge tone-bad" data-signature="invalid">assinatura inválida</span>`;
  return html`<span class="badge tone-info">assinatura não verificada</span>`;
}

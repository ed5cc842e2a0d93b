import { useState } from 'preact/hooks';
import { html } from '../lib/html';
import { CopyButton } from './copy-button';

export interface ShownSecrets {
  publicKey?: string;
  privateKey?: string;
  webhookSecret?: string;
}

const LABELS: Record<keyof ShownSecrets, string> = {
  publicKey: 'Chave pública (X-Api-Public-Key)',
  privateKey: 'Chave privada (X-Api-Private-Key)',
  webhookSecret: 'Segredo do webhook',
};

/** "sk_test_abcdef…" → "sk_t••••••••cdef": enough to tell keys apart, not to use one. */
export function mask(secret: string): string {
  return secret.length <= 8 ? '••••••••' : `${secret.slice(0, 4)}••••••••${secret.slice(-4)}`;
}

/**
 * Secrets the sandbox shows once (a new seller's keys, a rotation): in full with copy
 * buttons until dismissed, then masked. They are never fetched again: the server keeps
 * only hashes of private keys and never shows a webhook secret twice.
 */
export function CredentialsPanel({ secrets, title }: { secrets: ShownSecrets; title: string }) {
  const [hidden, setHidden] = useState(false);
  const entries = (Object.keys(LABELS) as (keyof ShownSecrets)[]).filter((name) => secrets[name]);
  return html`<section class="card credentials" aria-labelledby="credentials-title" role="region">
    <h2 id="credentials-title">${title}</h2>
    ${hidden ? null : html`<p class="warning">Mostradas só agora: copie-as antes de sair desta tela.</p>`}
    <dl class="pairs">
      ${entries.map((name) => {
        const value = secrets[name]!;
        const shown = hidden && name !== 'publicKey' ? mask(value) : value;
        return html`<div><dt>${LABELS[name]}</dt><dd><code data-secret=${name}>${shown}</code> ${hidden && name !== 'publicKey' ? null : html`<${CopyButton} text=${value} label=${LABELS[name]} />`}</dd></div>`;
      })}
    </dl>
    ${hidden ? null : html`<button type="button" onClick=${() => setHidden(true)}>Já copiei: ocultar</button>`}
  </section>`;
}

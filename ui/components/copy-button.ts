import { useState } from 'preact/hooks';
import { html } from '../lib/html';

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Without clipboard permission: the old way, through a selected text area.
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/** "Copiar" with what it copies in its accessible name; says "Copiado" for a moment after. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [done, setDone] = useState(false);
  const onClick = () => {
    void copyText(text).then(() => {
      setDone(true);
      setTimeout(() => setDone(false), 1500);
    });
  };
  return html`<button type="button" class="small" aria-label=${`Copiar ${label}`} onClick=${onClick}>${done ? 'Copiado' : 'Copiar'}</button>`;
}

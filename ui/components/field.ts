import type { ComponentChildren } from 'preact';
import { html } from '../lib/html';

/** A labelled control: the label wraps it, so clicking the text focuses it and readers name it. */
export function Field({ label, children, hint }: { label: string; children: ComponentChildren; hint?: string }) {
  return html`<label class="field"><span class="label">${label}</span>${children}${hint ? html`<small class="muted">${hint}</small>` : null}</label>`;
}

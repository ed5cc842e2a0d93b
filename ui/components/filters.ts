import { html } from '../lib/html';
import { route, setParams } from '../lib/router';
import { withLabel } from '../lib/vocabulary';

export interface FilterField {
  name: string;
  label: string;
  type: 'text' | 'number' | 'date' | 'select' | 'checkbox';
  options?: readonly string[];
  /** The Portuguese label of each option (ui/lib/vocabulary.ts), shown beside the value. */
  labels?: Record<string, string>;
  placeholder?: string;
}

function valuesOf(form: HTMLFormElement, fields: FilterField[]): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const field of fields) {
    const control = form.elements.namedItem(field.name) as HTMLInputElement | HTMLSelectElement | null;
    if (!control) continue;
    out[field.name] =
      field.type === 'checkbox'
        ? (control as HTMLInputElement).checked
          ? 'true'
          : null
        : control.value.trim() || null;
  }
  return out;
}

/**
 * A list's filters, kept in the URL. Selects and boxes apply at once; text, numbers and dates
 * on Enter or "Filtrar". Every control has its label.
 */
export function Filters({ fields, label }: { fields: FilterField[]; label: string }) {
  const params = route.value.params;
  const apply = (form: HTMLFormElement) => setParams(valuesOf(form, fields));
  const submit = (event: Event) => {
    event.preventDefault();
    apply(event.currentTarget as HTMLFormElement);
  };
  const change = (event: Event) => apply((event.currentTarget as HTMLElement).closest('form') as HTMLFormElement);
  return html`<form class="filters" role="search" aria-label=${label} onSubmit=${submit}>
    ${fields.map((field) => {
      const value = params.get(field.name) ?? '';
      if (field.type === 'select')
        return html`<label class="field"><span class="label">${field.label}</span>
          <select name=${field.name} value=${value} onChange=${change}>
            <option value="">Todos</option>
            ${field.options!.map((option) => html`<option value=${option}>${field.labels ? withLabel(option, field.labels) : option}</option>`)}
          </select></label>`;
      if (field.type === 'checkbox')
        return html`<label class="check"><input type="checkbox" name=${field.name} checked=${value === 'true'} onChange=${change} /> ${field.label}</label>`;
      return html`<label class="field"><span class="label">${field.label}</span
        ><input type=${field.type} name=${field.name} value=${value} placeholder=${field.placeholder ?? ''} min=${field.type === 'number' ? '1' : undefined} /></label>`;
    })}
    <div class="actions"><button type="submit">Filtrar</button> <button type="button" onClick=${() => setParams(Object.fromEntries(fields.map((field) => [field.name, null])))}>Limpar</button></div>
  </form>`;
}

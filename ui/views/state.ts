import { useRef, useState } from 'preact/hooks';
import { ErrorNote } from '../components/notice';
import { api, download } from '../lib/api';
import { clock } from '../lib/clock-state';
import { html } from '../lib/html';
import { problems } from '../lib/problems';

/** The whole state: download a snapshot, restore one from a file, go back to the fixtures. */
export function StateView() {
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const act = async (what: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      setMessage(await what());
    } catch (failure) {
      setError(problems(failure));
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    act(async () => {
      const blob = await download('getAdminState');
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `sandbox-state-${(clock.value?.now ?? 'agora').replace(/[:.]/g, '-')}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      return `Snapshot baixado (${(blob.size / 1024).toFixed(0)} KiB).`;
    });
  const restore = (event: Event) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) return setError('Escolha um arquivo de snapshot');
    // Like a reset, a restore replaces everything: asked first, as the reset is.
    if (
      !confirm(
        `Restaurar o snapshot ${chosen.name}? O estado atual (vendas, saques, vendedores, relógio) será substituído pelo do arquivo.`,
      )
    )
      return;
    void act(async () => {
      let state: unknown;
      try {
        state = JSON.parse(await chosen.text());
      } catch {
        throw new Error('O arquivo não é um JSON válido');
      }
      const answer = await api('putAdminState', undefined, state);
      // A snapshot of an earlier release is migrated first: say so.
      const migrated =
        answer.migratedFrom === null
          ? ''
          : `, migrado da versão de esquema ${answer.migratedFrom} para a ${answer.schemaVersion}`;
      return `Snapshot ${chosen.name} restaurado${migrated}.`;
    });
  };
  const reset = () => {
    if (!confirm('Voltar o sandbox às fixtures? Tudo o que foi criado será perdido.')) return;
    void act(async () => {
      await api('postAdminReset');
      return 'Estado de volta às fixtures.';
    });
  };
  return html`<div data-ready="state">
    <h1>Estado</h1>
    <div class="grid two">
      <section class="card"><h2>Snapshot</h2><p>O estado inteiro em JSON (sem segredos: só hashes das chaves).</p><button type="button" disabled=${busy} onClick=${save}>Baixar snapshot</button></section>
      <section class="card">
        <h2>Restaurar</h2>
        <form onSubmit=${restore} class="stack">
          <label class="field"><span class="label">Arquivo de snapshot</span><input ref=${file} type="file" accept="application/json,.json" name="snapshot" /></label>
          <button type="submit" class="primary" disabled=${busy}>Restaurar snapshot</button>
        </form>
      </section>
      <section class="card"><h2>Reiniciar</h2><p>Volta às fixtures e o relógio ao início; limpa falhas, o diário de requisições e as caixas de entrada.</p><button type="button" class="danger" disabled=${busy} onClick=${reset}>Voltar às fixtures</button></section>
    </div>
    ${message ? html`<p class="ok" role="status">${message}</p>` : null}
    <${ErrorNote} error=${error} />
  </div>`;
}

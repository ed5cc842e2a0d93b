import { html } from '../lib/html';
import { route } from '../lib/router';
import { tokenNeeded } from '../lib/token';
import { VIEWS } from '../views/registry';
import { Nav } from './nav';
import { TokenDialog } from './token-dialog';

export function App() {
  if (tokenNeeded.value) return html`<${TokenDialog} />`;
  const View = (VIEWS.find((entry) => entry.view === route.value.view) ?? VIEWS[0]).component;
  return html`<${Nav} />
    <main id="main" tabindex="-1"><${View} key=${route.value.view} /></main>`;
}

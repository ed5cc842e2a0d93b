import { render } from 'preact';
import { App } from './components/app';
import { startClock } from './lib/clock-state';
import { html } from './lib/html';
import { startLive } from './lib/live';
import './styles.css';

startLive();
startClock();
const root = document.getElementById('app')!;
// The "loading" line of index.html goes: Preact would keep what it did not render itself.
root.textContent = '';
render(html`<${App} />`, root);

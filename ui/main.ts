import { render } from 'preact';
import { App } from './components/app';
import { startClock } from './lib/clock-state';
import { html } from './lib/html';
import { startLive } from './lib/live';
import './styles.css';

startLive();
startClock();
render(html`<${App} />`, document.getElementById('app')!);

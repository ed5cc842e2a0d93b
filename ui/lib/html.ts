// htm bound to Preact's h: components are tagged templates, no JSX build step.
export { html } from 'htm/preact';

import { SETTINGS, type SettingDefinition } from '../../core/settings.js';
import { describeDefault } from '../../core/settings-doc.js';
import { t } from './messages/say.js';

type Definitions = [string, SettingDefinition<unknown>][];
const definitions = Object.entries(SETTINGS) as Definitions;

/** Every setting as a flag, from the settings table. */
export function serveOptionsHelp(): string {
  return definitions
    .map(
      ([, d]) =>
        `  ${d.flag}${typeof d.default === 'boolean' ? '' : ' <value>'}\n      ${d.description}\n      env ${d.env}, ${t('help.default', describeDefault(d.default))}`,
    )
    .join('\n');
}

/** `serve --help`, in the run's language. */
export const serveUsage = () =>
  [
    t('serve.usage'),
    '',
    t('serve.about'),
    '',
    serveOptionsHelp(),
    '  --help',
    `      ${t('help.showThisHelp')}`,
    '',
  ].join('\n');

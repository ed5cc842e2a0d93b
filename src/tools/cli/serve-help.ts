import { SETTINGS, type SettingDefinition, type SettingName } from '../../core/settings.js';
import { describeDefault } from '../../core/settings-doc.js';
import { SETTING_DESCRIPTIONS_PT } from '../../core/settings-doc.pt.js';
import type { Language } from './messages/language.js';
import { languageNow, t } from './messages/say.js';

type Definitions = [SettingName, SettingDefinition<unknown>][];
const definitions = Object.entries(SETTINGS) as Definitions;

/** A setting's description in each language: the settings table's own (English), and the Portuguese table beside it. */
const DESCRIPTION: Record<Language, (name: SettingName, definition: SettingDefinition<unknown>) => string> = {
  en: (_name, definition) => definition.description,
  pt: (name) => SETTING_DESCRIPTIONS_PT[name],
};

/** A default as the help says it: the words for "none" in the run's language, values as they are typed. */
function defaultOf(value: unknown): string {
  if (value === null) return t('help.unset');
  if (Array.isArray(value) && value.length === 0) return t('help.empty');
  return describeDefault(value);
}

/** Every setting as a flag, from the settings table, described in the run's language. */
export function serveOptionsHelp(): string {
  const describe = DESCRIPTION[languageNow()];
  return definitions
    .map(
      ([name, d]) =>
        `  ${d.flag}${typeof d.default === 'boolean' ? '' : ' <value>'}\n      ${describe(name, d)}\n      env ${d.env}, ${t('help.default', defaultOf(d.default))}`,
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

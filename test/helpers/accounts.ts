import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES_DIR } from '../../src/sandbox/fixtures/build.js';

interface FixtureAccountFile {
  accounts: { handle: string; credentials: { publicKey: string; privateKey: string; webhookSecret: string } }[];
}

const file = JSON.parse(readFileSync(join(FIXTURES_DIR, 'sellers.json'), 'utf8')) as FixtureAccountFile;

/** The fixture accounts in file order; user ids start at 1000 in that order. */
export const ACCOUNTS = Object.fromEntries(
  file.accounts.map((account, index) => [account.handle, { id: 1000 + index, ...account.credentials }]),
) as Record<
  'acme' | 'bravo' | 'nocash' | 'orphan',
  { id: number; publicKey: string; privateKey: string; webhookSecret: string }
>;

export type Handle = keyof typeof ACCOUNTS;

/** The key headers of a fixture account. */
export function keys(handle: Handle): Record<string, string> {
  return { 'X-Api-Public-Key': ACCOUNTS[handle].publicKey, 'X-Api-Private-Key': ACCOUNTS[handle].privateKey };
}

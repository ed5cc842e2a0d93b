import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGatewayClient } from '../client/gateway-client.js';
import { FIXTURES_DIR } from '../fixtures/fixtures-dir.js';
import { adminVerb, idArg, oneOfArg } from './command.js';
import { TRIGGER_EVENTS, TRIGGERS, type TriggerContext } from './triggers.js';
import { UsageError } from './usage-error.js';
import { EXIT } from './verb.js';

interface FixtureAccount {
  handle: string;
  credentials?: { publicKey: string; privateKey: string };
}

/** The key pairs of the built-in fixture accounts, by user id (1000 upwards, in file order). */
function fixtureKeys(): Map<number, { handle: string; publicKey: string; privateKey: string }> {
  const file = JSON.parse(readFileSync(join(FIXTURES_DIR, 'sellers.json'), 'utf8')) as { accounts: FixtureAccount[] };
  return new Map(file.accounts.flatMap((account, index) => (account.credentials ? [[1000 + index, { handle: account.handle, ...account.credentials }] as const] : [])));
}

const NEW_SELLER_BALANCE_CENTS = 1_000_000;

export const triggerVerb = adminVerb({
  name: 'trigger',
  summary: 'Make an event happen: create what it takes through the public API and drive it with the admin API',
  commands: [
    {
      name: '',
      args: ['<event>'],
      options: {
        seller: { type: 'string', value: 'ID|new', description: 'A fixture seller (default 1000, acme), or "new": a seller created for it (R$ 10.000,00 available)' },
        'postback-url': { type: 'string', value: 'URL', description: 'Create the sale or cashout with this postbackUrl, so its changes are posted (signed) there' },
      },
      summary: 'Print every id made, and each status it went through',
      details: ['Events:', ...TRIGGER_EVENTS.map((event) => `  ${event.padEnd(28)} ${TRIGGERS[event].summary}`)],
      async run({ admin, url, args, options, io, json, print }) {
        const event = oneOfArg(args[0], TRIGGER_EVENTS, 'the event');
        const postbackUrl = typeof options['postback-url'] === 'string' ? options['postback-url'] : undefined;
        if (postbackUrl !== undefined && !/^https?:\/\/\S+$/.test(postbackUrl)) throw new UsageError(`--postback-url must start with http:// or https://, got "${postbackUrl}"`);
        const made: { type: string; id: number; status: string; note?: string }[] = [];
        const note: TriggerContext['made'] = (type, id, status, detail) => {
          made.push({ type, id, status, ...(detail ? { note: detail } : {}) });
          if (!json) io.stdout(`${type.padEnd(12)} ${String(id).padEnd(8)} ${status.padEnd(16)} ${detail ?? ''}`.trimEnd() + '\n');
        };
        let seller: { id: number; publicKey: string; privateKey: string };
        if (options.seller === 'new') {
          const created = await admin.sellers.create({ name: `Trigger ${event}`, legalName: `Trigger ${event}`, availableBalance: NEW_SELLER_BALANCE_CENTS });
          seller = { id: created.seller?.id ?? created.userId!, ...created.credentials };
          note('seller', seller.id, 'created', `keys ${created.credentials.publicKey} ${created.credentials.privateKey}, webhook secret ${created.credentials.webhookSecret}`);
        } else {
          const id = options.seller === undefined ? 1000 : idArg(String(options.seller), '--seller');
          const keys = fixtureKeys().get(id);
          if (!keys) throw new UsageError(`seller ${id} is not a fixture account, so its private key is unknown here: use --seller new (or one of ${[...fixtureKeys().keys()].join(', ')})`);
          seller = { id, ...keys };
          note('seller', id, 'fixture', `${keys.handle}`);
        }
        const api = createGatewayClient({ baseUrl: url, publicKey: seller.publicKey, privateKey: seller.privateKey });
        await TRIGGERS[event].run({ event, admin, api, sellerId: seller.id, postbackUrl, made: note });
        if (json) print({ event, sellerId: seller.id, made }, () => '');
        return EXIT.ok;
      },
    },
  ],
});

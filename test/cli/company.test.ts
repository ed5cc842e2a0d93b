import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EXIT } from '../../src/tools/cli/verb.js';
import { startTenantServer } from '../helpers/tenants.js';
import { expectSchema } from '../helpers/schema.js';
import { cli, closedPort, json } from './cli-helpers.js';

/** Issue 29 in the CLI: global options anywhere, `tenants create` for a team's onboarding, the name rule stated. */
const OPERATOR = 'operator-token-0123456789abcdef';
const CREATOR = 'creator-token-ci-0123456789';
let server: Awaited<ReturnType<typeof startTenantServer>>;
let nowhere: string;

beforeAll(async () => {
  server = await startTenantServer({ adminToken: OPERATOR, tenantCreatorTokens: [CREATOR] });
  nowhere = `http://127.0.0.1:${await closedPort()}`;
});
afterAll(() => server.close());

// SANDBOX_URL points nowhere: only a --url that was read reaches the server.
const run = (...args: string[]) => cli(nowhere, args);

describe('tenants create: a team onboarded in one command', () => {
  it('prints the console URL, admin token, keys and webhook secrets; --json holds them too', async () => {
    const human = await run(
      'tenants',
      'create',
      'ci-run-42',
      '--fixtures',
      '--url',
      server.url,
      '--admin-token',
      CREATOR,
    );
    expect(human).toMatchObject({ code: EXIT.ok, stderr: '' });
    expect(human.stdout).toMatch(new RegExp(`console\\s+${server.url}/__admin/tenants/ci-run-42/ui\\n`));
    expect(human.stdout).toMatch(/X-Admin-Token\s+tnt_\w+/);
    expect(human.stdout).toMatch(/pk_tnt_ci-run-42_\w+\s+sk_tnt_ci-run-42_\w+\s+whsec_\w+/);
    const machine = await run(
      '--json',
      '--url',
      server.url,
      'tenants',
      '--admin-token',
      CREATOR,
      'create',
      'qa-lucia',
      '--ttl',
      '2h',
      '--clock',
      'frozen',
      '--clock-start',
      '2027-01-02T03:04:05Z',
      '--labels',
      'owner=lucia,branch=feat/pix',
    );
    expect(machine).toMatchObject({ code: EXIT.ok, stderr: '' });
    const created = json<any>(machine);
    expectSchema(created, 'tenants/tenant-created.response.schema.json');
    expect(created.tenant.adminPath).toBe('/__admin/tenants/qa-lucia');
    expect(created.tenant.labels).toEqual({ owner: 'lucia', branch: 'feat/pix' });
    const clock = await run(
      '--url',
      server.url,
      '--tenant',
      'qa-lucia',
      '--admin-token',
      created.adminToken,
      'clock',
      'show',
      '--json',
    );
    expect(clock).toMatchObject({ code: EXIT.ok, stderr: '' });
    expect(json(clock)).toEqual({ now: '2027-01-02T03:04:05.000Z', frozen: true });
    const listed = await run('tenants', 'list', '--url', server.url, '--admin-token', OPERATOR);
    expect(listed.stdout).toMatch(/qa-lucia\s+branch=feat\/pix,owner=lucia|qa-lucia\s+owner=lucia,branch=feat\/pix/);
  });

  it('tenants list labels its instants as the wall clock, and points at each tenant’s sandbox clock (issue 32)', async () => {
    const english = await run('tenants', 'list', '--url', server.url, '--admin-token', OPERATOR);
    const [header] = english.stdout.split('\n');
    expect(header.split(/\s{2,}/)).toEqual([
      'NAME',
      'LABELS',
      'CREATED (wall clock)',
      'LAST ACTIVITY (wall clock)',
      'EXPIRES IF IDLE (wall clock)',
      'RECORDS',
      'KB',
    ]);
    expect(english.stdout).toContain(
      'Times in Brasília (UTC-3) on the server’s wall clock; a tenant’s sandbox clock: gateway-sandbox --tenant NAME clock show\n',
    );
    const portuguese = await cli(nowhere, ['tenants', 'list', '--url', server.url, '--admin-token', OPERATOR], {
      LANG: 'pt_BR.UTF-8',
    });
    expect(portuguese.stdout.split('\n')[0].split(/\s{2,}/)).toEqual([
      'NOME',
      'RÓTULOS',
      'CRIAÇÃO (relógio real)',
      'ÚLTIMA ATIVIDADE (relógio real)',
      'EXPIRA SE OCIOSO (relógio real)',
      'REGISTROS',
      'KB',
    ]);
  });

  it('states the name rule in --help and in a refusal; a creator token on the list is refused naming its role', async () => {
    const help = await run('tenants', '--help');
    expect(help.stdout).toContain('1 to 63 characters of a-z, 0-9 and -, not starting or ending with -');
    const bad = await run('--url', server.url, 'tenants', 'create', 'CI_run', '--admin-token', CREATOR);
    expect(bad).toMatchObject({ code: EXIT.usage });
    expect(bad.stderr).toContain('1 to 63 characters of a-z, 0-9 and -');
    const list = await run('tenants', 'list', '--url', server.url, '--admin-token', CREATOR);
    expect(list.code).toBe(EXIT.refused);
    expect(list.stderr).toContain('ADMIN_ROLE_FORBIDDEN');
  });
});

describe('global options anywhere', () => {
  it('--url, --tenant, --admin-token and --json before the verb, between verb and command, or after', async () => {
    const created = json<any>(
      await run('--url', server.url, '--admin-token', OPERATOR, '--json', 'tenants', 'create', 'anywhere'),
    );
    const token = created.adminToken as string;
    const shapes = [
      ['--url', server.url, '--tenant', 'anywhere', '--admin-token', token, '--json', 'clock', 'show'],
      [`--url=${server.url}`, '--tenant=anywhere', 'clock', '--json', 'show', `--admin-token=${token}`],
      ['clock', '--tenant', 'anywhere', 'show', '--url', server.url, '--admin-token', token, '--json'],
      ['--json', 'clock', 'show', '--url', server.url, '--tenant', 'anywhere', '--admin-token', token],
    ];
    for (const args of shapes) {
      const answer = await run(...args);
      expect({ args, code: answer.code, stderr: answer.stderr }).toEqual({ args, code: EXIT.ok, stderr: '' });
      expect(json(answer)).toMatchObject({ frozen: true });
    }
    // The tenant's token reaches its tenant only: without --tenant, the default tenant refuses it.
    const outside = await run('--url', server.url, '--admin-token', token, 'clock', 'show');
    expect(outside.code).toBe(EXIT.refused);
  });
});

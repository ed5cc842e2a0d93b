import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ROOT } from '../helpers/child.js';

// The benchmark is plain ESM JavaScript (bench/*.mjs); these checks load it as it runs,
// without any load: the baseline server answers, the state builder and the report work.

interface Measured {
  title: string;
  status: string;
  reason?: string;
  rps?: number;
  p50?: number;
  p99?: number;
  non2xx?: number;
  errors?: number;
  target?: { of: string; min: number | null };
  reference?: { rps: number };
}
interface Run {
  startedAt: string;
  quick: boolean;
  machine: { node: string; cpus: number; pinning: boolean; loadavg: string };
  settings: { connections: number; warmupSeconds: number; rounds: number; sliceSeconds: number };
  scenarios: Record<string, Measured>;
  startup?: object;
  rss?: object;
  webhooks?: object;
}
interface ReportModule {
  evaluate(run: Run): {
    rows: { id: string; ratio: number | null; met: boolean | null; status: string }[];
    checks: { id: string; met?: boolean; status?: string }[];
  };
  markdown(run: Run): string;
  writeResults(run: Run, dir: string): string;
  updateDoc(file: string, text: string): boolean;
  MARKERS: [string, string];
}
type State = { meta: { sequences: Record<string, number>; anchor: string } } & Record<
  string,
  Record<string, { id: number; sellerId: number; createdAt: string; items?: { id: number }[] }>
>;
interface BuilderModule {
  grow: (
    state: State,
    size: { sales: number; subscriptions: number; smallSellerSubscriptions: number },
  ) => { state: State; saleIds: number[] };
  writeStateFile: (state: State, path: string) => void;
}

const load = <T>(name: string) => import(join(ROOT, 'bench', name)) as Promise<T>;
const dir = mkdtempSync(join(tmpdir(), 'bench-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fakeRun(): Run {
  const ok = (title: string, rps: number, target?: Measured['target']): Measured => ({
    title,
    status: 'ok',
    rps,
    p50: 5,
    p99: 20,
    non2xx: 0,
    errors: 0,
    target,
  });
  return {
    startedAt: '2026-11-21T12:00:00.000Z',
    quick: false,
    machine: { node: 'v20.20.2', cpus: 2, pinning: true, loadavg: '1.00 1.00 1.00' },
    settings: { connections: 50, warmupSeconds: 3, rounds: 5, sliceSeconds: 2 },
    scenarios: {
      'bare-get': ok('bare GET', 10_000),
      'get-seller': ok('GET /api/seller', 7_000, { of: 'bare-get', min: 0.6 }),
      'get-transaction': {
        ...ok('GET /api/transactions/:id', 4_000, { of: 'bare-get', min: 0.75 }),
        reference: { rps: 8_000 },
      },
      'post-sale-pix': {
        title: 'POST /api/sales (PIX)',
        status: 'skipped',
        reason: 'route missing (POST /api/sales)',
        target: { of: 'bare-post', min: 0.3 },
      },
    },
    startup: { status: 'ok', sandboxMedianMs: 300, helloMedianMs: 250, fileMedianMs: 420 },
    rss: { status: 'ok', sandboxMb: 130, baselineMb: 50 },
  };
}

describe('the benchmark report', () => {
  it('gives each scenario its ratio to the reference measured in its rounds (or else to the reference row), and says whether the target is met', async () => {
    const report = await load<ReportModule>('report.mjs');
    const { rows, checks } = report.evaluate(fakeRun());
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId['get-seller']).toMatchObject({ ratio: 0.7, met: true });
    expect(byId['get-transaction']).toMatchObject({ ratio: 0.5, met: false });
    expect(byId['post-sale-pix']).toMatchObject({ status: 'skipped', met: null });
    expect(checks.find((check) => check.id === 'startup')).toMatchObject({ met: true });
    expect(checks.find((check) => check.id === 'startup-file')).toMatchObject({
      measured: '420 ms ÷ 300 ms = 1.4×',
      met: false,
    });
    expect(checks.find((check) => check.id === 'idle-rss')).toMatchObject({ met: false });
  });

  it('shows a reference row with its ratio and no verdict (raw node:http), and npm start beside the bin without a target', async () => {
    const report = await load<ReportModule>('report.mjs');
    const run = fakeRun();
    run.scenarios['raw-get'] = {
      title: 'raw node:http',
      status: 'ok',
      rps: 40_000,
      p50: 1,
      p99: 2,
      non2xx: 0,
      errors: 0,
      target: { of: 'bare-get', min: null },
    };
    run.startup = { ...run.startup, npmMedianMs: 600 };
    const { rows, checks } = report.evaluate(run);
    expect(rows.find((row) => row.id === 'raw-get')).toMatchObject({ ratio: 4, met: null });
    expect(checks.find((check) => check.id === 'startup-npm')).toMatchObject({
      measured: '600 ms ÷ 250 ms = 2.4×',
      met: null,
    });
    const text = report.markdown(run);
    expect(text).toContain('| raw node:http | 40000 | 1 | 2 | 10000 | 4 | reference (÷ bare-get) |  |');
    // Counted: the three target rows and the four checks (webhooks not measured); not the reference row or npm start.
    expect(text).toContain('2 targets met, 3 not met, 2 not measured.');
  });

  it('writes latest.json and a Markdown table, and puts the table between the markers of a doc', async () => {
    const report = await load<ReportModule>('report.mjs');
    const text = report.writeResults(fakeRun(), dir);
    expect(text).toContain('| GET /api/seller | 7000 | 5 | 20 | 10000 | 0.7 | ≥ 0.6 × bare-get | met |');
    expect(text).toContain(
      '| GET /api/transactions/:id | 4000 | 5 | 20 | 8000 | 0.5 | ≥ 0.75 × bare-get | **not met** |',
    );
    expect(text).toContain('skipped: route missing (POST /api/sales)');
    expect(readFileSync(join(dir, 'latest.md'), 'utf8')).toBe(text);
    expect(JSON.parse(readFileSync(join(dir, 'latest.json'), 'utf8')).evaluation.rows).toHaveLength(4);

    const doc = join(dir, 'performance.md');
    writeFileSync(doc, `# Perf\n\n${report.MARKERS[0]}\nold table\n${report.MARKERS[1]}\n\n## Findings\n`);
    expect(report.updateDoc(doc, text)).toBe(true);
    const updated = readFileSync(doc, 'utf8');
    expect(updated).not.toContain('old table');
    expect(updated).toContain(text);
    expect(updated).toMatch(/## Findings\n$/);
  });
});

describe('the state builder', () => {
  it('adds clones with new ids, dates that follow the ids, and moves the id sequences past them', async () => {
    const { grow, writeStateFile } = await load<BuilderModule>('state-builder.mjs');
    const sale = { id: 7, sellerId: 1000, createdAt: '2026-10-01T00:00:00.000Z', items: [{ id: 3 }] };
    // One source of each status of the clone mix (ACTIVE, PAUSED, CANCELLED) per seller: ids 1–3 and 4–6.
    const subscription = (id: number, sellerId: number, status: string) => ({
      id,
      sellerId,
      status,
      createdAt: '2026-10-02T00:00:00.000Z',
      customer: { name: 'Ana', email: 'a@b.c' },
    });
    const statuses = ['ACTIVE', 'PAUSED', 'CANCELLED'];
    const sources = [1000, 1001].flatMap((sellerId, at) =>
      statuses.map((status, i) => subscription(at * 3 + i + 1, sellerId, status)),
    );
    const state = {
      meta: { anchor: '2026-11-01T12:00:00.000Z', sequences: { sales: 7, saleItems: 3, subscriptions: 6 } },
      sales: { 7: sale },
      subscriptions: Object.fromEntries(sources.map((record) => [record.id, record])),
    } as unknown as State;
    const { state: grown, saleIds } = grow(state, { sales: 3, subscriptions: 4, smallSellerSubscriptions: 2 });
    expect(saleIds).toEqual([8, 9, 10]);
    expect(grown.sales[10].items!.map((item) => item.id)).toEqual([6]);
    expect(grown.meta.sequences).toMatchObject({ sales: 10, saleItems: 6, subscriptions: 12 });
    const clones = [7, 8, 9, 10, 11, 12].map((id) => grown.subscriptions[id]);
    expect(clones.map((record) => record.sellerId)).toEqual([1000, 1000, 1000, 1000, 1001, 1001]);
    expect(clones.map((record) => record.createdAt)).toEqual([...clones.map((record) => record.createdAt)].sort());
    expect(clones.every((record) => record.createdAt < '2026-10-02T00:00:00.000Z')).toBe(true);

    const file = join(dir, 'state.json');
    writeStateFile(grown, file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(grown);
  });
});

describe('the bare Express baseline', () => {
  it('starts and answers its GET and its ajv-validated POST', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'bench', 'baseline.mjs')], {
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening on (http:\/\/\S+)/.exec(output);
          if (match) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
      });
      const item = await fetch(`${url}/items/1`);
      expect(item.status).toBe(200);
      const body = (await item.json()) as { id: number };
      expect(body.id).toBe(1);
      expect(JSON.stringify(body).length).toBeGreaterThan(900);

      const post = (payload: unknown) =>
        fetch(`${url}/items`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
      const { id: _id, ...valid } = body;
      expect((await post(valid)).status).toBe(201);
      expect((await post({ ...valid, amount: 'many' })).status).toBe(400);
    } finally {
      child.kill();
    }
  });
});

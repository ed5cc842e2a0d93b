import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Settings } from '../../src/core/settings.js';
import { buildTestApp, type TestApp } from './app.js';

export interface LiveSandbox {
  url: string;
  t: TestApp;
  close(): Promise<void>;
}

/** A fresh sandbox (fixture state, frozen clock) listening on an ephemeral port of 127.0.0.1. */
export async function startLiveSandbox(overrides: Partial<Settings> = {}): Promise<LiveSandbox> {
  const t = await buildTestApp({ clockFrozen: true, ...overrides });
  const server: Server = await new Promise((resolve) => {
    const listening = t.app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    t,
    close: () =>
      new Promise((resolve) => {
        t.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL nothing listens on: a port the system handed out, closed again. */
export async function unreachableUrl(): Promise<string> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

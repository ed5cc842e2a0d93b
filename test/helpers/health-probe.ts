import { Worker } from 'node:worker_threads';

export interface ProbeAnswer {
  status: number;
  /** performance.timeOrigin + performance.now() in the worker: comparable across threads. */
  sentAt: number;
  answeredAt: number;
}

/** Milliseconds on a clock every thread of the process shares. */
export const sharedNow = () => performance.timeOrigin + performance.now();

/**
 * Polls GET /health every 10 ms from a worker thread, one kept-alive connection of its own,
 * reporting each answer as it comes: the test's own thread cannot delay it, and a test can wait
 * for "the next answer" as an event rather than a sleep.
 */
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const now = () => performance.timeOrigin + performance.now();
let stopping = false;
parentPort.on('message', () => (stopping = true));
const probe = () => new Promise((resolve, reject) => {
  const sentAt = now();
  const req = http.get({ host: '127.0.0.1', port: workerData.port, path: '/health', agent }, (res) => {
    res.resume();
    res.on('end', () => resolve({ status: res.statusCode, sentAt, answeredAt: now() }));
  });
  req.on('error', reject);
});
(async () => {
  while (!stopping) {
    parentPort.postMessage({ answer: await probe() });
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  agent.destroy();
  parentPort.postMessage({ done: true });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

export interface HealthProbe {
  answers: ProbeAnswer[];
  /** Resolves with the first answer that was sent after `at` (sharedNow()). */
  answerSentAfter(at: number): Promise<ProbeAnswer>;
  /** Stops polling; resolves with every answer, or rejects if a probe failed. */
  stop(): Promise<ProbeAnswer[]>;
}

export function startHealthProbe(port: number): HealthProbe {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { port } });
  const answers: ProbeAnswer[] = [];
  const waiting: { at: number; resolve: (answer: ProbeAnswer) => void }[] = [];
  let failure: Error | null = null;
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  worker.on('message', (message: { answer?: ProbeAnswer; done?: true; error?: string }) => {
    if (message.answer) {
      answers.push(message.answer);
      for (const wait of waiting.filter((entry) => message.answer!.sentAt > entry.at)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(message.answer);
      }
    }
    if (message.error) failure = new Error(message.error);
    if (message.done || message.error) finish();
  });
  worker.on('error', (error) => ((failure = error), finish()));
  return {
    answers,
    answerSentAfter: (at) => new Promise((resolve) => waiting.push({ at, resolve })),
    async stop() {
      worker.postMessage('stop');
      await done;
      await worker.terminate();
      if (failure) throw failure;
      return answers;
    },
  };
}

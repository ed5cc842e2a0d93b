// Reads a V8 .cpuprofile (node --cpu-prof) and names where the time went: per function,
// self time (its own code) and total time (with what it called), as % of the samples.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT } from './processes.mjs';

function frameName({ functionName, url, lineNumber }) {
  const file = url ? relative(ROOT, url.replace(/^file:\/\//, '')) : '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
}

/** The index of the first sample taken inside an HTTP request: start-up (loading a state) comes before it. */
function firstRequestSample(profile, nodes) {
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const serving = new Map();
  const isServing = (id) => {
    if (id === undefined) return false;
    if (!serving.has(id))
      serving.set(id, nodes.get(id).callFrame.functionName === 'parserOnIncoming' || isServing(parent.get(id)));
    return serving.get(id);
  };
  const index = profile.samples.findIndex((id) => isServing(id));
  return index < 0 ? 0 : index;
}

/**
 * The top `count` functions by self and by total time of the profile at `path`, counted
 * from the first request the server handled on.
 */
export function topFrames(path, { count = 15, fromFirstRequest = true } = {}) {
  const profile = JSON.parse(readFileSync(path, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const from = fromFirstRequest ? firstRequestSample(profile, nodes) : 0;
  const selfMs = new Map();
  let totalMs = 0;
  for (let i = from; i < profile.samples.length; i++) {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    selfMs.set(profile.samples[i], (selfMs.get(profile.samples[i]) ?? 0) + ms);
    totalMs += ms;
  }
  const idle = new Set(['(idle)', '(program)', '(garbage collector)']);

  const self = new Map();
  const total = new Map();
  // Inclusive time: walk the tree, counting a function once per path even when it recurses.
  const walk = (id, onPath) => {
    const node = nodes.get(id);
    const name = frameName(node.callFrame);
    let inclusive = selfMs.get(id) ?? 0;
    self.set(name, (self.get(name) ?? 0) + inclusive);
    const path = new Set(onPath).add(name);
    for (const child of node.children ?? []) inclusive += walk(child, path);
    if (!onPath.has(name)) total.set(name, (total.get(name) ?? 0) + inclusive);
    return inclusive;
  };
  walk(profile.nodes[0].id, new Set());

  const percent = (ms) => Math.round((ms / totalMs) * 1000) / 10;
  const rank = (map, keep = () => true) =>
    [...map]
      .filter(([name]) => !name.startsWith('(root)') && keep(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => ({ name, ms: Math.round(ms), percent: percent(ms) }));
  const busyMs = [...selfMs]
    .filter(([id]) => !idle.has(nodes.get(id).callFrame.functionName))
    .reduce((sum, [, ms]) => sum + ms, 0);
  const ours = (name) => / dist\//.test(name);
  return {
    totalMs: Math.round(totalMs),
    busyPercent: percent(busyMs),
    self: rank(self),
    total: rank(total),
    sandbox: rank(total, ours),
  };
}

/** A profile summary as text lines. */
export function formatFrames(summary) {
  const lines = [
    `profile: ${summary.totalMs} ms sampled from the first request on, ${summary.busyPercent}% busy`,
    'self time:',
  ];
  for (const frame of summary.self) lines.push(`  ${String(frame.percent).padStart(5)}%  ${frame.name}`);
  lines.push('total time (with callees):');
  for (const frame of summary.total) lines.push(`  ${String(frame.percent).padStart(5)}%  ${frame.name}`);
  lines.push("total time of the sandbox's own functions (dist/):");
  for (const frame of summary.sandbox) lines.push(`  ${String(frame.percent).padStart(5)}%  ${frame.name}`);
  return lines.join('\n');
}

/**
 * Where the sandbox may send webhooks and postbacks. A URL is data from whoever calls the
 * API, and the delivery journal shows what answered: without a policy the sandbox is a
 * port scanner for its network and a reader of the cloud's metadata service (issue 11).
 *
 * Refused always: link-local (where cloud metadata services answer), known metadata
 * addresses, the IETF protocol assignments (192.0.0.0/24), unspecified, multicast and broadcast
 * addresses, in every spelling (the WHATWG URL parser already turns `http://2852039166/`,
 * `0xA9FEA9FE` and `0251.0376.0251.0376` into 169.254.169.254), and every IPv6 form that carries
 * an IPv4 address (IPv4-mapped, NAT64, 6to4, Teredo) when the address it carries is refused.
 * Loopback and private ranges stay allowed: CI receivers live there. SANDBOX_WEBHOOK_ALLOWED_HOSTS
 * narrows to a list of hosts. The check runs when a URL is configured (literal addresses and
 * names) and again at delivery, on every address the name resolves to (sender.ts).
 */
import { BlockList, isIP } from 'node:net';
import type { Settings } from '../../core/settings.js';
import { AppError } from '../../core/lib/errors.js';

interface RefusedRange {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
  label: string;
}

/** The ranges refused whatever the settings say. */
const ALWAYS_REFUSED: RefusedRange[] = [
  {
    address: '169.254.0.0',
    prefix: 16,
    family: 'ipv4',
    label: 'link-local (169.254.0.0/16, where cloud metadata services answer)',
  },
  { address: 'fe80::', prefix: 10, family: 'ipv6', label: 'link-local (fe80::/10)' },
  { address: '100.100.100.200', prefix: 32, family: 'ipv4', label: 'a cloud metadata service (Alibaba Cloud)' },
  { address: 'fd00:ec2::254', prefix: 128, family: 'ipv6', label: 'a cloud metadata service (AWS, over IPv6)' },
  { address: '168.63.129.16', prefix: 32, family: 'ipv4', label: 'a cloud platform service (Azure WireServer)' },
  {
    address: '192.0.0.0',
    prefix: 24,
    family: 'ipv4',
    label: 'an IETF protocol assignment (192.0.0.0/24; Oracle Cloud metadata answers at 192.0.0.192)',
  },
  { address: '0.0.0.0', prefix: 8, family: 'ipv4', label: 'unspecified ("this network", 0.0.0.0/8)' },
  { address: '::', prefix: 128, family: 'ipv6', label: 'unspecified (::)' },
  { address: '224.0.0.0', prefix: 4, family: 'ipv4', label: 'multicast (224.0.0.0/4)' },
  { address: 'ff00::', prefix: 8, family: 'ipv6', label: 'multicast (ff00::/8)' },
  { address: '255.255.255.255', prefix: 32, family: 'ipv4', label: 'broadcast (255.255.255.255)' },
];

/** Host names of cloud metadata services, refused when configured (they resolve to refused addresses anyway). */
const METADATA_HOST_NAMES = new Set(['metadata.google.internal', 'metadata.goog', 'metadata.azure.internal']);

type Words = number[];

/**
 * IPv6 forms that carry an IPv4 address, and where (the 16-bit words that hold it): each is
 * judged by the IPv4 addresses it carries, so one IPv4 row above covers all of its spellings.
 */
const CARRIERS: { subnet: string; prefix: number; name: string; carried: (words: Words) => Words[] }[] = [
  { subnet: '::ffff:0:0', prefix: 96, name: 'IPv4-mapped', carried: (w) => [[w[6], w[7]]] },
  { subnet: '64:ff9b::', prefix: 96, name: 'NAT64', carried: (w) => [[w[6], w[7]]] },
  { subnet: '2002::', prefix: 16, name: '6to4', carried: (w) => [[w[1], w[2]]] },
  // Teredo: the server's address as it is, the client's with every bit flipped.
  {
    subnet: '2001::',
    prefix: 32,
    name: 'Teredo',
    carried: (w) => [
      [w[2], w[3]],
      [w[6] ^ 0xffff, w[7] ^ 0xffff],
    ],
  },
];

function blockList(address: string, prefix: number, family: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  list.addSubnet(address, prefix, family);
  return list;
}

const RULES = ALWAYS_REFUSED.map((range) => ({ ...range, list: blockList(range.address, range.prefix, range.family) }));
const CARRIER_RULES = CARRIERS.map((carrier) => ({
  ...carrier,
  list: blockList(carrier.subnet, carrier.prefix, 'ipv6'),
}));

/** The eight 16-bit words of a valid IPv6 address (a trailing dotted quad included). */
function ipv6Words(address: string): Words {
  // The URL parser writes the address in one form: lowercase hex, `::` at most once, no dotted quad.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head, tail] = canonical.split('::');
  const part = (text: string | undefined) => (text ? text.split(':').map((word) => parseInt(word, 16)) : []);
  const front = part(head);
  const back = part(tail);
  return tail === undefined ? front : [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const dotted = ([high, low]: Words) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

export type Refusal =
  | { kind: 'address'; address: string; label: string }
  | { kind: 'metadata-host'; host: string }
  | { kind: 'not-allowed'; host: string };

/**
 * Answers already found, by address as written: the rules never change, and checking an address against them (a
 * BlockList per rule) costs tens of microseconds, paid twice by every delivery attempt (the URL, then its addresses).
 * Bounded: emptied when full, so addresses seen once cannot grow it without end.
 */
const answered = new Map<string, Refusal | null>();
const ANSWERS_KEPT = 1_024;

/** Why an IP address may never be called, or null. Zone ids (`fe80::1%eth0`) are dropped first. */
export function addressRefusal(address: string): Refusal | null {
  const known = answered.get(address);
  if (known !== undefined) return known;
  if (answered.size >= ANSWERS_KEPT) answered.clear();
  const refusal = checkAddress(address);
  if (refusal) Object.freeze(refusal);
  answered.set(address, refusal);
  return refusal;
}

function checkAddress(address: string): Refusal | null {
  const bare = address.replace(/%.*$/, '');
  const family = isIP(bare) === 4 ? 'ipv4' : isIP(bare) === 6 ? 'ipv6' : null;
  if (!family) return null;
  const rule = RULES.find((candidate) => candidate.family === family && candidate.list.check(bare, family));
  if (rule) return { kind: 'address', address: bare, label: rule.label };
  if (family === 'ipv4') return null;
  for (const carrier of CARRIER_RULES) {
    if (!carrier.list.check(bare, 'ipv6')) continue;
    for (const ipv4 of carrier.carried(ipv6Words(bare)).map(dotted)) {
      const inner = RULES.find((candidate) => candidate.family === 'ipv4' && candidate.list.check(ipv4, 'ipv4'));
      if (inner) return { kind: 'address', address: bare, label: `${inner.label}, as ${carrier.name} of ${ipv4}` };
    }
  }
  return null;
}

/** The URL's host as the allow-list compares it: lowercase, IPv6 without brackets. */
export function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}

/** An allow-list entry in the same form (a name, an address in any spelling, or "*.domain"). */
function normalizeEntry(entry: string): string {
  const wildcard = entry.startsWith('*.');
  try {
    const host = hostOf(new URL(`http://${wildcard ? entry.slice(2) : entry}`));
    return wildcard ? `*.${host}` : host;
  } catch {
    return entry.toLowerCase();
  }
}

function allowedBy(allowedHosts: readonly string[], host: string): boolean {
  return allowedHosts
    .map(normalizeEntry)
    .some((entry) => entry === host || (entry.startsWith('*.') && host.endsWith(entry.slice(1))));
}

/**
 * Why a URL may not be called, judged from the URL alone (its literal address in any
 * spelling, a metadata host name, the allow-list), or null. Names are resolved only at delivery.
 */
export function urlRefusal(allowedHosts: readonly string[], url: URL): Refusal | null {
  const host = hostOf(url);
  const byAddress = addressRefusal(host);
  if (byAddress) return byAddress;
  if (METADATA_HOST_NAMES.has(host.replace(/\.$/, ''))) return { kind: 'metadata-host', host };
  if (allowedHosts.length && !allowedBy(allowedHosts, host)) return { kind: 'not-allowed', host };
  return null;
}

/** In the API's language, for the 400 of a refused configuration. */
export function refusalMessage(refusal: Refusal): string {
  switch (refusal.kind) {
    case 'address':
      return `${refusal.address} é um endereço ${refusal.label}: o sandbox nunca o chama`;
    case 'metadata-host':
      return `${refusal.host} é um serviço de metadados de nuvem: o sandbox nunca o chama`;
    case 'not-allowed':
      return `o host ${refusal.host} não está em SANDBOX_WEBHOOK_ALLOWED_HOSTS`;
  }
}

/** In the delivery journal's language (the attempt's `error`, beside Node's own errors). */
export function refusalReason(refusal: Refusal): string {
  const why = (() => {
    switch (refusal.kind) {
      case 'address':
        return `address ${refusal.address} is ${refusal.label}`;
      case 'metadata-host':
        return `${refusal.host} is a cloud metadata service`;
      case 'not-allowed':
        return `host ${refusal.host} is not in SANDBOX_WEBHOOK_ALLOWED_HOSTS`;
    }
  })();
  return `refused by the outbound URL policy: ${why}; not sent`;
}

/**
 * Configuration-time check of the URLs a request sets (`{postbackUrl: ...}`, field → URL):
 * the first refused one is a 400 OUTBOUND_URL_REFUSED naming its field. Absent ones pass.
 */
export function assertOutboundUrls(
  settings: Pick<Settings, 'webhookAllowedHosts'>,
  urls: Record<string, string | null | undefined>,
): void {
  for (const [field, url] of Object.entries(urls)) {
    if (!url) continue;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new AppError('VALIDATION_ERROR', { fields: [field] });
    }
    const refusal = urlRefusal(settings.webhookAllowedHosts, parsed);
    if (refusal)
      throw new AppError('OUTBOUND_URL_REFUSED', {
        fields: [field],
        message: `URL recusada em ${field}: ${refusalMessage(refusal)}`,
      });
  }
}

/** The URL with its user and password replaced by "***": credentials are never shown (journal, views, logs). */
export function redactUrl(url: string): string;
export function redactUrl(url: string | null): string | null;
export function redactUrl(url: string | null): string | null {
  if (url === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Not a URL we could send to anyway; drop anything that looks like userinfo.
    return url.replace(/\/\/[^/@]*@/, '//***@');
  }
  if (!parsed.username && !parsed.password) return url;
  parsed.username = '***';
  parsed.password = parsed.password ? '***' : '';
  return parsed.href;
}

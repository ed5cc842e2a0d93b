import { centsToReais } from './money.js';

/**
 * PIX BR Code ("copia e cola") payloads, as the Banco Central's BR Code manual lays them
 * out over EMV QRCPS-MPM: ID (2 digits), length (2 digits), value; CRC16-CCITT-FALSE last.
 */

export interface BrCodeInput {
  /** The receiver's PIX key (CPF/CNPJ digits, e-mail, +55 phone or random EVP key); at most 77 characters. */
  key: string;
  /** Amount in cents; written in reais with two decimals. */
  amountCents: number;
  merchantName: string;
  merchantCity: string;
  /** Transaction id, up to 25 characters of [A-Za-z0-9]. */
  txid: string;
}

const GUI = 'br.gov.bcb.pix';

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * The last texts made, per length limit: a seller's name and city come back with each of its charges, and the
 * Unicode normalization and four passes of regular expressions cost more than the rest of the BR Code. Bounded: a
 * full map is emptied.
 */
const emvTexts = new Map<number, Map<string, string>>();
const EMV_TEXTS_KEPT = 256;

/** Upper-case ASCII without diacritics, as the manual asks of names and cities. */
export function emvText(text: string, maxLength: number): string {
  let known = emvTexts.get(maxLength);
  if (!known) emvTexts.set(maxLength, (known = new Map<string, string>()));
  const kept = known.get(text);
  if (kept !== undefined) return kept;
  const made = asciiText(text, maxLength);
  if (known.size >= EMV_TEXTS_KEPT) known.clear();
  known.set(text, made);
  return made;
}

function asciiText(text: string, maxLength: number): string {
  const ascii = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, maxLength)
    .trim();
  return ascii || 'NA';
}

/** CRC16-CCITT-FALSE's table: the CRC of each high byte, so a character costs one lookup instead of 8 branches. */
const CRC16_TABLE = Uint16Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  return crc;
});

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++)
    crc = ((crc << 8) & 0xffff) ^ CRC16_TABLE[((crc >> 8) ^ text.charCodeAt(i)) & 0xff];
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function reais(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`not a positive amount of cents: ${cents}`);
  return centsToReais(cents);
}

/** The BR Code of a PIX charge with a fixed amount, usable once (point of initiation 12). */
export function buildBrCode(input: BrCodeInput): string {
  if (!/^[A-Za-z0-9]{1,25}$/.test(input.txid)) throw new RangeError('txid must be 1 to 25 characters of [A-Za-z0-9]');
  if (input.key.length === 0 || input.key.length > 77) throw new RangeError('PIX key must be 1 to 77 characters');
  const body =
    field('00', '01') +
    field('01', '12') +
    field('26', field('00', GUI) + field('01', input.key)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', reais(input.amountCents)) +
    field('58', 'BR') +
    field('59', emvText(input.merchantName, 25)) +
    field('60', emvText(input.merchantCity, 15)) +
    field('62', field('05', input.txid)) +
    '6304';
  return body + crc16(body);
}

import { canonicalCodes, huffmanLengths } from './huffman.js';

/**
 * The zlib stream (RFC 1950 around one deflate block, RFC 1951) of an image whose scanlines come in runs of
 * identical lines, as a scaled QR code's do. Each distinct line is written as literals and its copies as one
 * match at the distance of one line. The block's Huffman code is built from the literals this image uses: a
 * QR code at 4 pixels a module has four byte values (0x00, 0x0f, 0xf0, 0xff), so a byte costs about 2 bits
 * instead of the 8–9 of deflate's fixed code. No zlib engine is created: node's `deflateSync` makes and
 * frees one per call, a third of its time on these small images.
 */

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
  8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
/** The order in which the block's header lists the code lengths of the code-length alphabet. */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
const END_OF_BLOCK = 256;
const MAX_MATCH = 258;

/** The length code (0–28, symbol 257 + code) of each match length 3–258. */
const LENGTH_CODE = new Uint8Array(MAX_MATCH + 1);
for (let code = 0; code < LENGTH_BASE.length; code++) {
  const end = code + 1 < LENGTH_BASE.length ? LENGTH_BASE[code + 1] : MAX_MATCH + 1;
  for (let length = LENGTH_BASE[code]; length < end; length++) LENGTH_CODE[length] = code;
}

/** The next match's length out of `left` bytes still to copy: at most 258, and never leaving 1 or 2 behind. */
const matchLength = (left: number) => (left <= MAX_MATCH ? left : left - MAX_MATCH < 3 ? left - 3 : MAX_MATCH);

function distanceCode(distance: number): number {
  let code = DISTANCE_BASE.length - 1;
  while (DISTANCE_BASE[code] > distance) code--;
  return code;
}

/** Writes codes into `out` from each byte's low bit, as deflate reads them. */
class BitWriter {
  at = 0;
  bits = 0;
  /** Bits waiting in `bits`: fewer than 8 between calls. */
  count = 0;
  constructor(readonly out: Uint8Array) {}
  /** `length` ≤ 16 bits of `value`, low bit first. */
  write(value: number, length: number): void {
    this.bits |= value << this.count;
    this.count += length;
    while (this.count >= 8) {
      this.out[this.at++] = this.bits & 0xff;
      this.bits >>>= 8;
      this.count -= 8;
    }
  }
  /** Pads the last byte with zero bits. */
  flush(): void {
    if (this.count > 0) this.out[this.at++] = this.bits & 0xff;
    this.bits = 0;
    this.count = 0;
  }
}

const CODE_LENGTH_EXTRA_BITS = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7];

// Working arrays, reused by every call (each call runs to its end synchronously): see huffman.ts for why.
const literals = new Uint32Array(286);
const literalLengths = new Uint8Array(286);
const literalCodes = new Uint16Array(286);
/** Each byte's code and, above bit 16, its length: one read per literal in the hot loop. */
const literalTable = new Uint32Array(256);
const byteCounts = new Uint32Array(4 * 256);
const distances = new Uint32Array(30);
const distanceLengths = new Uint8Array(30);
const distanceCodes = new Uint16Array(30);
const sequence = new Uint8Array(286 + 30);
const runSymbols = new Uint8Array(286 + 30);
const runExtras = new Uint8Array(286 + 30);
const codeLengthFreqs = new Uint32Array(19);
const codeLengthLengths = new Uint8Array(19);
const codeLengthCodes = new Uint16Array(19);

/**
 * Run-length codes `sequence[0 … length)` (the code lengths of the block's two codes) into `runSymbols` and
 * `runExtras` (16: repeat the last length 3–6 times, 17: 3–10 zeros, 18: 11–138 zeros); returns how many.
 */
function runLengths(length: number): number {
  let n = 0;
  const put = (symbol: number, extra: number) => {
    runSymbols[n] = symbol;
    runExtras[n++] = extra;
  };
  for (let i = 0; i < length;) {
    const value = sequence[i];
    let run = 1;
    while (i + run < length && sequence[i + run] === value) run++;
    i += run;
    if (value === 0) {
      for (; run >= 11; run -= Math.min(run, 138)) put(18, Math.min(run, 138) - 11);
      if (run >= 3) {
        put(17, run - 3);
        run = 0;
      }
    } else {
      put(value, 0);
      for (run--; run >= 3; run -= Math.min(run, 6)) put(16, Math.min(run, 6) - 3);
    }
    for (; run > 0; run--) put(value, 0);
  }
  return n;
}

/**
 * The zlib stream of the scanlines `lines` describes: `count` distinct lines of `stride` bytes each, line `i`
 * followed by `repeats[i]` copies of itself (consecutive lines of the image).
 */
export function deflateLines(lines: Uint8Array, stride: number, repeats: ArrayLike<number>, count: number): Buffer {
  // A copy is a match at the distance of one line: at least 3 bytes, within deflate's 32 KB window.
  if (stride < 3 || stride > 32_768) throw new RangeError(`cannot deflate lines of ${stride} bytes`);
  literals.fill(0);
  distances.fill(0);
  const distance = distanceCode(stride);
  let extraBits = 0;
  // The distinct lines' bytes, counted into four tables in turn: a QR code's lines use a handful of byte values, and
  // one table's few counters, incremented back to back, would wait on each other's stores.
  byteCounts.fill(0);
  const end = count * stride;
  let j = 0;
  for (; j + 4 <= end; j += 4) {
    byteCounts[lines[j]]++;
    byteCounts[256 + lines[j + 1]]++;
    byteCounts[512 + lines[j + 2]]++;
    byteCounts[768 + lines[j + 3]]++;
  }
  for (; j < end; j++) byteCounts[lines[j]]++;
  for (let byte = 0; byte < 256; byte++)
    literals[byte] = byteCounts[byte] + byteCounts[256 + byte] + byteCounts[512 + byte] + byteCounts[768 + byte];
  for (let i = 0; i < count; i++) {
    for (let left = repeats[i] * stride; left > 0;) {
      const length = matchLength(left);
      const code = LENGTH_CODE[length];
      literals[257 + code]++;
      distances[distance]++;
      extraBits += LENGTH_EXTRA[code] + DISTANCE_EXTRA[distance];
      left -= length;
    }
  }
  literals[END_OF_BLOCK] = 1;
  huffmanLengths(literals, 286, 15, literalLengths);
  huffmanLengths(distances, 30, 15, distanceLengths);
  // No copies at all (1 pixel a module, no two equal rows): one unused distance code, as the header needs one.
  if (!distances[distance]) distanceLengths[0] = 1;

  let literalCount = 286;
  while (literalLengths[literalCount - 1] === 0) literalCount--;
  let distanceCount = 30;
  while (distanceLengths[distanceCount - 1] === 0) distanceCount--;
  sequence.set(literalLengths.subarray(0, literalCount));
  sequence.set(distanceLengths.subarray(0, distanceCount), literalCount);
  const runs = runLengths(literalCount + distanceCount);
  codeLengthFreqs.fill(0);
  for (let i = 0; i < runs; i++) codeLengthFreqs[runSymbols[i]]++;
  // zlib refuses an incomplete code-length code: give a lone symbol a partner, never written.
  let usedCodeLengths = 0;
  for (let i = 0; i < 19; i++) if (codeLengthFreqs[i] > 0) usedCodeLengths++;
  if (usedCodeLengths < 2) codeLengthFreqs[runSymbols[0] === 0 ? 1 : 0] = 1;
  huffmanLengths(codeLengthFreqs, 19, 7, codeLengthLengths);
  let codeLengthCount = 19;
  while (codeLengthLengths[CODE_LENGTH_ORDER[codeLengthCount - 1]] === 0) codeLengthCount--;
  codeLengthCount = Math.max(codeLengthCount, 4);

  // The stream's exact size, so the buffer is allocated once.
  let bits = 3 + 5 + 5 + 4 + 3 * codeLengthCount + extraBits;
  for (let i = 0; i < runs; i++) bits += codeLengthLengths[runSymbols[i]] + CODE_LENGTH_EXTRA_BITS[runSymbols[i]];
  for (let s = 0; s < literalCount; s++) bits += literals[s] * literalLengths[s];
  bits += distances[distance] * distanceLengths[distance];
  const out = Buffer.allocUnsafe(2 + Math.ceil(bits / 8) + 4);
  out[0] = 0x78; // deflate, 32 KB window
  out[1] = 0x01; // no dictionary, check bits: 0x7801 is a multiple of 31
  const writer = new BitWriter(out);
  writer.at = 2;

  writer.write(0b101, 3); // the last block, dynamic Huffman codes
  writer.write(literalCount - 257, 5);
  writer.write(distanceCount - 1, 5);
  writer.write(codeLengthCount - 4, 4);
  for (let i = 0; i < codeLengthCount; i++) writer.write(codeLengthLengths[CODE_LENGTH_ORDER[i]], 3);
  canonicalCodes(codeLengthLengths, 19, codeLengthCodes);
  for (let i = 0; i < runs; i++) {
    const symbol = runSymbols[i];
    writer.write(codeLengthCodes[symbol], codeLengthLengths[symbol]);
    writer.write(runExtras[i], CODE_LENGTH_EXTRA_BITS[symbol]);
  }

  canonicalCodes(literalLengths, literalCount, literalCodes);
  for (let byte = 0; byte < 256; byte++) literalTable[byte] = literalCodes[byte] | (literalLengths[byte] << 16);
  canonicalCodes(distanceLengths, distanceCount, distanceCodes);
  const [distanceBits, distanceLength] = [distanceCodes[distance], distanceLengths[distance]];
  const [distanceExtra, distanceExtraLength] = [stride - DISTANCE_BASE[distance], DISTANCE_EXTRA[distance]];
  let a = 1;
  let b = 0;
  for (let i = 0; i < count; i++) {
    let lineSum = 0;
    let lineWeighted = 0;
    // The hot loop (a byte of the image per turn): the writer's state in locals, two bytes out at a time.
    let { bits, count: pending, at } = writer;
    for (let j = i * stride, end = j + stride; j < end; j++) {
      const byte = lines[j];
      const code = literalTable[byte];
      bits |= (code & 0xffff) << pending;
      pending += code >>> 16;
      if (pending >= 16) {
        out[at++] = bits & 0xff;
        out[at++] = (bits >>> 8) & 0xff;
        bits >>>= 16;
        pending -= 16;
      }
      lineSum += byte;
      lineWeighted += lineSum;
    }
    if (pending >= 8) {
      out[at++] = bits & 0xff;
      bits >>>= 8;
      pending -= 8;
    }
    writer.bits = bits;
    writer.count = pending;
    writer.at = at;
    for (let left = repeats[i] * stride; left > 0;) {
      const length = matchLength(left);
      const code = LENGTH_CODE[length];
      writer.write(literalCodes[257 + code], literalLengths[257 + code]);
      writer.write(length - LENGTH_BASE[code], LENGTH_EXTRA[code]);
      writer.write(distanceBits, distanceLength);
      writer.write(distanceExtra, distanceExtraLength);
      left -= length;
    }
    // Adler-32 of the line and its copies without reading them again: a line of n bytes adds its sum to `a`,
    // and n times the old `a` plus the sum of its running sums to `b`.
    for (let copy = 0; copy <= repeats[i]; copy++) {
      b = (b + stride * a + lineWeighted) % 65_521;
      a = (a + lineSum) % 65_521;
    }
  }
  writer.write(literalCodes[END_OF_BLOCK], literalLengths[END_OF_BLOCK]);
  writer.flush();
  out.writeUInt32BE(((b << 16) | a) >>> 0, writer.at);
  return out;
}

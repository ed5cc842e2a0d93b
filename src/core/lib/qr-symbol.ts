import { createRequire } from 'node:module';

/**
 * qrcode's `create` for the one kind of code the sandbox draws (one byte-mode segment, error correction M, mask 0),
 * put together from qrcode's own modules so that what depends only on the version is done once per version instead
 * of on every call. Every step that encodes is still qrcode's: its `ByteData` and `BitBuffer` write the bits, its
 * `ReedSolomonEncoder` (one per degree, kept) computes the error correction, its `MaskPattern.applyMask` gives the
 * mask; the function patterns are read from a code `qrcode.create` itself made at that version. What is kept:
 *
 * - the generator polynomial (qrcode rebuilds it on every call: `new ReedSolomonEncoder(ecCount)`);
 * - the function patterns, the format and version bits (qrcode draws them into a new matrix on every call);
 * - where each data bit goes (qrcode walks the matrix asking `isReserved` of every module) and the mask's value
 *   there (qrcode computes it per module through a switch): a data bit is placed by one table read and one XOR.
 *
 * The modules are the same as `qrcode.create`'s for every text: test/lib/qr-png.test.ts compares every module of 300
 * random BR Codes (and the sizes around each version's capacity) with its plain output.
 */

/** The parts of qrcode's modules used here (its CommonJS internals, untyped by @types/qrcode). */
interface Segment {
  mode: { bit: number };
  getLength(): number;
  write(buffer: BitBuffer): void;
}
interface BitBuffer {
  buffer: number[];
  put(value: number, length: number): void;
  putBit(bit: number): void;
  getLengthInBits(): number;
}
interface BitMatrix {
  size: number;
  data: Uint8Array;
  reservedBit: Uint8Array;
}
interface Core {
  create(
    data: { data: Buffer; mode: 'byte' }[],
    options: { errorCorrectionLevel: 'M'; maskPattern: 0; version?: number },
  ): { modules: BitMatrix };
  ByteData: new (data: Uint8Array) => Segment;
  BitBuffer: new () => BitBuffer;
  BitMatrix: new (size: number) => BitMatrix;
  ReedSolomonEncoder: new (degree: number) => { encode(data: Uint8Array): Uint8Array };
  M: object;
  getBestVersionForData(segments: Segment[], level: object): number | undefined;
  getCharCountIndicator(mode: Segment['mode'], version: number): number;
  getSymbolTotalCodewords(version: number): number;
  getTotalCodewordsCount(version: number, level: object): number;
  getBlocksCount(version: number, level: object): number;
  applyMask(pattern: number, matrix: BitMatrix): void;
}

// Loaded on the first QR code rather than at start-up (CommonJS, so this is synchronous).
let core: Core | undefined;
function loadCore(): Core {
  if (core) return core;
  const require = createRequire(import.meta.url);
  const at = (name: string) => require(`qrcode/lib/core/${name}`) as Record<string, unknown>;
  const [version, mode, utils, ecCode, mask] = [
    'version',
    'mode',
    'utils',
    'error-correction-code',
    'mask-pattern',
  ].map(at);
  core = {
    create: (require('qrcode') as { create: Core['create'] }).create,
    ByteData: at('byte-data') as unknown as Core['ByteData'],
    BitBuffer: at('bit-buffer') as unknown as Core['BitBuffer'],
    BitMatrix: at('bit-matrix') as unknown as Core['BitMatrix'],
    ReedSolomonEncoder: at('reed-solomon-encoder') as unknown as Core['ReedSolomonEncoder'],
    M: at('error-correction-level').M as object,
    getBestVersionForData: version.getBestVersionForData as Core['getBestVersionForData'],
    getCharCountIndicator: mode.getCharCountIndicator as Core['getCharCountIndicator'],
    getSymbolTotalCodewords: utils.getSymbolTotalCodewords as Core['getSymbolTotalCodewords'],
    getTotalCodewordsCount: ecCode.getTotalCodewordsCount as Core['getTotalCodewordsCount'],
    getBlocksCount: ecCode.getBlocksCount as Core['getBlocksCount'],
    applyMask: mask.applyMask as Core['applyMask'],
  };
  return core;
}

/** What one version's codes share. */
interface Layout {
  size: number;
  /** The matrix: the function patterns as qrcode draws them; the data modules are rewritten by every call. */
  modules: Uint8Array;
  /** The module of each data bit, in qrcode's order (`setupData`'s walk), remainder bits included. */
  slots: Uint32Array;
  /** The mask's value at each slot. */
  mask: Uint8Array;
  totalCodewords: number;
  dataCodewords: number;
  blocks: number;
  rs: { encode(data: Uint8Array): Uint8Array };
  ecCount: number;
  /** The data codewords, then all of them interleaved: rewritten by every call (typed arrays over 64 bytes are
   * allocated outside V8's heap, which costs more than filling them). */
  dataBytes: Uint8Array;
  interleaved: Uint8Array;
}

const layouts: (Layout | undefined)[] = [];

function layoutOf(qr: Core, version: number): Layout {
  const known = layouts[version];
  if (known) return known;
  // A code qrcode makes at this version: its reserved modules and their values are the same for any text.
  const { modules: sample } = qr.create([{ data: Buffer.from('0'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    maskPattern: 0,
    version,
  });
  const { size, reservedBit } = sample;
  // setupData's walk: two columns at a time from the right, up then down, skipping the vertical timing column.
  const slots: number[] = [];
  let inc = -1;
  let row = size - 1;
  for (let col = size - 1; col > 0; col -= 2) {
    if (col === 6) col--;
    for (;;) {
      for (let c = 0; c < 2; c++) if (!reservedBit[row * size + col - c]) slots.push(row * size + col - c);
      row += inc;
      if (row < 0 || size <= row) {
        row -= inc;
        inc = -inc;
        break;
      }
    }
  }
  // The mask's values: qrcode's applyMask on an all-light matrix with the same reserved modules.
  const blank = new qr.BitMatrix(size);
  blank.reservedBit.set(reservedBit);
  qr.applyMask(0, blank);
  const totalCodewords = qr.getSymbolTotalCodewords(version);
  const dataCodewords = totalCodewords - qr.getTotalCodewordsCount(version, qr.M);
  const blocks = qr.getBlocksCount(version, qr.M);
  const ecCount = Math.floor(totalCodewords / blocks) - Math.floor(dataCodewords / blocks);
  const layout: Layout = {
    size,
    modules: Uint8Array.from(sample.data),
    slots: Uint32Array.from(slots),
    mask: Uint8Array.from(slots, (slot) => blank.data[slot]),
    totalCodewords,
    dataCodewords,
    blocks,
    rs: new qr.ReedSolomonEncoder(ecCount),
    ecCount,
    dataBytes: new Uint8Array(dataCodewords),
    interleaved: new Uint8Array(totalCodewords),
  };
  layouts[version] = layout;
  return layout;
}

/** The codewords of one byte segment at `layout`'s version, as qrcode's `createData` and `createCodewords` do. */
function codewords(qr: Core, segment: Segment, version: number, layout: Layout): Uint8Array {
  const buffer = new qr.BitBuffer();
  // Its bytes made up front: BitBuffer pushes a byte each time a bit starts one (the bits it sets are the same).
  buffer.buffer = new Array<number>(layout.dataCodewords).fill(0);
  buffer.put(segment.mode.bit, 4);
  buffer.put(segment.getLength(), qr.getCharCountIndicator(segment.mode, version));
  segment.write(buffer);
  const dataBits = layout.dataCodewords * 8;
  // The terminator, the zero bits up to a byte, then the pad bytes 0xEC and 0x11 in turn.
  if (buffer.getLengthInBits() + 4 <= dataBits) buffer.put(0, 4);
  while (buffer.getLengthInBits() % 8 !== 0) buffer.putBit(0);
  const padBytes = (dataBits - buffer.getLengthInBits()) / 8;
  for (let i = 0; i < padBytes; i++) buffer.put(i % 2 ? 0x11 : 0xec, 8);

  // The blocks (the first group one data codeword shorter than the second), each with its error correction, then
  // interleaved: the data codewords column by column, then the error correction's.
  const { totalCodewords, dataCodewords, blocks, rs, ecCount } = layout;
  const bytes = layout.dataBytes;
  bytes.set(buffer.buffer);
  const group1 = blocks - (totalCodewords % blocks);
  const dataInGroup1 = Math.floor(dataCodewords / blocks);
  const dataBlocks: Uint8Array[] = [];
  const ecBlocks: Uint8Array[] = [];
  for (let b = 0, offset = 0; b < blocks; b++) {
    const length = b < group1 ? dataInGroup1 : dataInGroup1 + 1;
    dataBlocks.push(bytes.subarray(offset, offset + length));
    ecBlocks.push(rs.encode(dataBlocks[b]));
    offset += length;
  }
  const out = layout.interleaved;
  let at = 0;
  for (let i = 0; i <= dataInGroup1; i++)
    for (let b = 0; b < blocks; b++) if (i < dataBlocks[b].length) out[at++] = dataBlocks[b][i];
  for (let i = 0; i < ecCount; i++) for (let b = 0; b < blocks; b++) out[at++] = ecBlocks[b][i];
  return out;
}

/**
 * The module matrix of `text`'s QR code (`data[row * size + col]`, 1 = dark): `qrcode.create([{ data, mode: 'byte' }],
 * { errorCorrectionLevel: 'M', maskPattern: 0 })`'s modules. The array is the version's own and is rewritten by the
 * next call: read it before then (the PNG writer does, synchronously).
 */
export function qrModules(text: string): { size: number; data: Uint8Array } {
  const qr = loadCore();
  const segment = new qr.ByteData(Buffer.from(text, 'utf8'));
  const version = qr.getBestVersionForData([segment], qr.M);
  if (!version) throw new Error('The amount of data is too big to be stored in a QR Code');
  const layout = layoutOf(qr, version);
  const data = codewords(qr, segment, version, layout);
  const { modules, slots, mask } = layout;
  // qrcode's setupData then applyMask: each slot takes its bit, XOR the mask; the remainder bits past the
  // codewords are light, so the mask alone.
  let k = 0;
  for (let i = 0; i < data.length; i++) {
    const byte = data[i];
    for (let bit = 7; bit >= 0; bit--, k++) modules[slots[k]] = ((byte >>> bit) & 1) ^ mask[k];
  }
  for (; k < slots.length; k++) modules[slots[k]] = mask[k];
  return { size: layout.size, data: modules };
}

/**
 * The scanlines of a QR code's 1-bit image, one per module row (its filter byte 0, None, then the pixels from bit 7
 * of the next byte, 1 = white), each standing for itself and `repeats` copies below it: `scale` pixel rows per
 * module row, and a module row equal to the one above (the quiet zone, rows through the finder patterns) only adds
 * copies. png-deflate.ts writes each line once and its copies as matches.
 */
export interface ModuleLines {
  /** `count` lines of `stride` bytes. */
  lines: Uint8Array;
  stride: number;
  count: number;
  /** How many copies of line `i` follow it. */
  repeats: Uint32Array;
}

/**
 * For a scale that packs whole modules into a byte (1, 2, 4 or 8 pixels a module): the byte of each pattern of
 * 8 ÷ scale modules (the first module in the pattern's high bit, 1 = dark).
 */
const BYTE_OF_MODULES = new Map(
  [1, 2, 4, 8].map((scale) => {
    const modules = 8 / scale;
    const bytes = new Uint8Array(1 << modules);
    for (let pattern = 0; pattern < bytes.length; pattern++) {
      let byte = 0;
      for (let m = modules - 1; m >= 0; m--) byte = (byte << scale) | ((pattern >> m) & 1 ? 0 : (1 << scale) - 1);
      bytes[pattern] = byte;
    }
    return [scale, bytes] as const;
  }),
);

/** Module row `r`'s pixels, a byte per 8 ÷ scale modules: for a scale and quiet zone that fall on byte edges. */
function packRow(out: Uint8Array, at: number, modules: ArrayLike<number>, size: number, r: number, bytes: Uint8Array) {
  const perByte = 31 - Math.clz32(bytes.length); // log2, as an integer: a fractional type here slows every index
  // No branch on a module's value: they are random, and a mispredicted branch per module cost more than the rest.
  let m = r * size;
  const end = m + size;
  const wholeEnd = end - (size % perByte);
  if (perByte === 2) {
    // 4 pixels a module, the scale in use: a byte from two modules, with no counter.
    for (; m < wholeEnd; m += 2) out[at++] = bytes[(modules[m] << 1) | modules[m + 1]];
  } else {
    for (; m < wholeEnd; m += perByte) {
      let pattern = 0;
      for (let k = 0; k < perByte; k++) pattern = (pattern << 1) | modules[m + k];
      out[at++] = bytes[pattern];
    }
  }
  // The last byte's modules, then the quiet zone's (white) to fill it.
  if (m < end) {
    let pattern = 0;
    for (let k = m; k < end; k++) pattern = (pattern << 1) | modules[k];
    out[at] = bytes[pattern << (perByte - (end - m))];
  }
}

/** Module row `r`'s pixels at any scale and quiet zone: `scale` bits a module through an accumulator. */
function bitRow(
  out: Uint8Array,
  at: number,
  modules: ArrayLike<number>,
  size: number,
  r: number,
  scale: number,
  margin: number,
) {
  let bits = 0;
  let count = margin * scale; // the quiet zone's left part: the line is white already, so its bytes are skipped
  at += count >> 3;
  count &= 7;
  bits = (1 << count) - 1;
  const row = r * size;
  for (let c = 0; c < size; c++) {
    const white = (modules[row + c] - 1) & 0xff; // 1 (dark) → 0, 0 → 0xff, without a branch
    for (let left = scale; left > 0;) {
      const n = left < 8 ? left : 8;
      bits = (bits << n) | (white >> (8 - n));
      count += n;
      left -= n;
      if (count >= 8) {
        count -= 8;
        out[at++] = bits >> count;
        bits &= (1 << count) - 1;
      }
    }
  }
  // The rest of the last byte: the quiet zone's right part, white.
  if (count > 0) out[at] = (bits << (8 - count)) | (0xff >> count);
}

// Reused by every call, grown when a larger image needs them (typed arrays over 64 bytes are allocated outside
// V8's heap, which cost more per call than writing the lines).
let lineScratch = new Uint8Array(0);
let repeatScratch = new Uint32Array(0);

/**
 * The lines of a square module matrix (`modules[row * size + col]`: 1 = dark, 0 = light, as qrcode's BitMatrix
 * holds them), `scale` pixels a module. The arrays are reused by the next call: read them before.
 */
export function moduleLines(size: number, modules: ArrayLike<number>, scale: number, margin: number): ModuleLines {
  const width = (size + 2 * margin) * scale;
  const stride = Math.ceil(width / 8) + 1;
  const rows = size + 2 * margin;
  if (lineScratch.length < stride * rows) lineScratch = new Uint8Array(stride * rows);
  if (repeatScratch.length < rows) repeatScratch = new Uint32Array(rows);
  const lines = lineScratch;
  const repeats = repeatScratch;
  const bytes = (margin * scale) % 8 === 0 ? BYTE_OF_MODULES.get(scale) : undefined;
  let count = 0;
  for (let row = 0; row < rows; row++) {
    const line = count * stride;
    lines[line] = 0; // filter None
    lines.fill(0xff, line + 1, line + stride);
    const r = row - margin;
    if (r >= 0 && r < size) {
      if (bytes) packRow(lines, line + 1 + ((margin * scale) >> 3), modules, size, r, bytes);
      else bitRow(lines, line + 1, modules, size, r, scale, margin);
    }
    if (count > 0 && sameLine(lines, line - stride, line, stride)) repeats[count - 1] += scale;
    else repeats[count++] = scale - 1;
  }
  return { lines, stride, count, repeats };
}

function sameLine(lines: Uint8Array, a: number, b: number, stride: number): boolean {
  for (let i = 0; i < stride; i++) if (lines[a + i] !== lines[b + i]) return false;
  return true;
}

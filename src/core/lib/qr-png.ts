import { crc32, deflateSync } from 'node:zlib';
import { createRequire } from 'node:module';

// Loaded on the first QR code rather than at start-up (qrcode is CommonJS, so this is synchronous).
let qrcode: typeof import('qrcode') | undefined;
const loadQrcode = () => (qrcode ??= createRequire(import.meta.url)('qrcode') as typeof import('qrcode'));

/**
 * A QR code as a PNG data URI. qrcode builds the matrix; the PNG is written here, 1 bit per
 * pixel, because qrcode's own PNG writer (pure JavaScript, RGBA) costs several ms a call.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface QrPngOptions {
  /** Pixels per module. */
  scale?: number;
  /** Quiet zone, in modules (the QR standard asks for 4). */
  margin?: number;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 1-bit grayscale PNG of a square module matrix (`modules[row * size + col]` truthy = dark). */
export function matrixToPng(size: number, modules: ArrayLike<number>, options: QrPngOptions = {}): Buffer {
  const scale = options.scale ?? 4;
  const margin = options.margin ?? 4;
  const width = (size + 2 * margin) * scale;
  const stride = Math.ceil(width / 8) + 1;
  const rows = size + 2 * margin;
  // Each module row is one scanline drawn with filter None, then scale − 1 scanlines with
  // filter Up and zero bytes ("same as above"): cheap to write, and to deflate at level 1.
  const raw = Buffer.alloc(stride * width);
  for (let row = 0; row < rows; row++) {
    const line = row * scale * stride;
    raw.fill(0xff, line + 1, line + stride);
    const r = row - margin;
    if (r >= 0 && r < size) {
      for (let c = 0; c < size; c++) {
        if (!modules[r * size + c]) continue;
        const start = (c + margin) * scale;
        for (let p = start; p < start + scale; p++) raw[line + 1 + (p >> 3)] &= ~(0x80 >> (p & 7));
      }
    }
    for (let k = 1; k < scale; k++) raw[line + k * stride] = 2;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The QR code of `text` (error correction M) as a `data:image/png;base64,` URI. The mask
 * pattern is fixed: any of the eight gives a valid code (the format bits name it), and
 * scoring all eight, as qrcode does by default, would add about 0.8 ms to the 0.15 ms a code takes.
 */
export function qrCodeDataUri(text: string, options: QrPngOptions = {}): string {
  // One byte-mode segment: qrcode's search for the smallest mix of modes costs more than it saves here.
  const { modules } = loadQrcode().create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    maskPattern: 0,
  });
  const png = matrixToPng(modules.size, modules.data, options);
  return `data:image/png;base64,${png.toString('base64')}`;
}

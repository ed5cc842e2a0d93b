import { crc32 } from 'node:zlib';
import { deflateLines } from './png-deflate.js';
import { moduleLines } from './qr-scanlines.js';
import { qrModules } from './qr-symbol.js';

/**
 * A QR code as a PNG data URI. qrcode builds the matrix (through qr-symbol.ts); the PNG is written here, 1 bit per
 * pixel, because qrcode's own PNG writer (pure JavaScript, RGBA) costs several ms a call; its deflate stream is
 * written by png-deflate.ts.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface QrPngOptions {
  /** Pixels per module. */
  scale?: number;
  /** Quiet zone, in modules (the QR standard asks for 4). */
  margin?: number;
}

/** Writes one PNG chunk (length, type, data, CRC of type and data) into `out` at `at`; returns where it ends. */
function writeChunk(out: Buffer, at: number, type: string, data: Buffer): number {
  out.writeUInt32BE(data.length, at);
  out.write(type, at + 4, 'latin1');
  data.copy(out, at + 8);
  out.writeUInt32BE(crc32(out.subarray(at + 4, at + 8 + data.length)), at + 8 + data.length);
  return at + 12 + data.length;
}

/** The IHDR chunk's data, rewritten by each call (synchronous, and copied into the PNG before it returns). */
const IHDR = Buffer.alloc(13);
const EMPTY = Buffer.alloc(0);

/** A 1-bit grayscale PNG of a square module matrix (`modules[row * size + col]`: 1 = dark, 0 = light). */
export function matrixToPng(size: number, modules: ArrayLike<number>, options: QrPngOptions = {}): Buffer {
  const scale = options.scale ?? 4;
  const margin = options.margin ?? 4;
  const width = (size + 2 * margin) * scale;
  const { lines, stride, count, repeats } = moduleLines(size, modules, scale, margin);
  const header = IHDR;
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // no interlace
  const idat = deflateLines(lines, stride, repeats, count);
  // The signature and three chunks (12 bytes each around their data) written into one buffer.
  const png = Buffer.allocUnsafe(PNG_SIGNATURE.length + 3 * 12 + header.length + idat.length);
  PNG_SIGNATURE.copy(png, 0);
  let at = writeChunk(png, PNG_SIGNATURE.length, 'IHDR', header);
  at = writeChunk(png, at, 'IDAT', idat);
  writeChunk(png, at, 'IEND', EMPTY);
  return png;
}

/**
 * The QR code of `text` (error correction M) as a `data:image/png;base64,` URI. The mask
 * pattern is fixed: any of the eight gives a valid code (the format bits name it), and
 * scoring all eight, as qrcode does by default, would add about 0.8 ms to the 0.15 ms a code takes.
 */
export function qrCodeDataUri(text: string, options: QrPngOptions = {}): string {
  // One byte-mode segment: qrcode's search for the smallest mix of modes costs more than it saves here.
  const modules = qrModules(text);
  const png = matrixToPng(modules.size, modules.data, options);
  return `data:image/png;base64,${png.toString('base64')}`;
}

import { crc32, deflateSync, inflateSync } from 'node:zlib';

/** The scale the sandbox draws its QR codes at (qrCodeDataUri's default): pixels per module. */
const SCALE = 4;

/**
 * The scanlines as the writer before wave 4 filtered them: the first of each module row None (0) with its pixels,
 * the scale − 1 below it Up (2), zero bytes, "the same as above". `raw` holds them all filtered None.
 */
function filteredAsBefore(raw: Buffer, stride: number): Buffer {
  const out = Buffer.from(raw);
  for (let row = 0; row * stride < out.length; row++) {
    if (row % SCALE === 0) continue;
    const at = row * stride;
    if (raw[at] !== 0 || !raw.subarray(at + 1, at + stride).equals(raw.subarray(at + 1 - stride, at)))
      throw new Error(`scanline ${row} is not a copy of the one above, filtered None`);
    out[at] = 2;
    out.fill(0, at + 1, at + stride);
  }
  return out;
}

/**
 * A QR code's PNG data URI as the writer before wave 4's own deflate wrote it: the same chunks and pixels, the
 * scanlines filtered as then and compressed by zlib at level 1. The own writer changed only the filters and the
 * compression (the pixels are held by test/lib/qr-png.test.ts), so an answer recorded before it is compared with
 * this in its QR's place.
 */
export function pngAsBefore(dataUri: string): string {
  const prefix = 'data:image/png;base64,';
  const png = Buffer.from(dataUri.slice(prefix.length), 'base64');
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  const header = chunks.find((chunk) => chunk.type === 'IHDR')!.data;
  const stride = Math.ceil(header.readUInt32BE(0) / 8) + 1;
  const idat = Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data));
  const rewritten = [
    ...chunks.filter((chunk) => chunk.type === 'IHDR'),
    { type: 'IDAT', data: deflateSync(filteredAsBefore(inflateSync(idat), stride), { level: 1 }) },
    { type: 'IEND', data: Buffer.alloc(0) },
  ].map(({ type, data }) => {
    const chunk = Buffer.alloc(12 + data.length);
    chunk.writeUInt32BE(data.length, 0);
    chunk.write(type, 4, 'latin1');
    data.copy(chunk, 8);
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
    return chunk;
  });
  return prefix + Buffer.concat([png.subarray(0, 8), ...rewritten]).toString('base64');
}

/** `value` with every PNG data URI in it written as before (pngAsBefore). */
export function withPngsAsBefore<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === 'string' && item.startsWith('data:image/png;base64,') ? pngAsBefore(item) : item,
  ) as T;
}

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { crc32, inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { buildBrCode } from '../../src/core/lib/brcode.js';
import { qrCodeDataUri } from '../../src/core/lib/qr-png.js';
import { qrModules } from '../../src/core/lib/qr-symbol.js';
import { readQr } from '../sales/sale-helpers.js';
import { type Seeded, withSeed } from '../store/seeded.js';

describe('the QR code PNG', () => {
  it.each([
    [
      'a BR Code',
      buildBrCode({
        key: 'financeiro@acme.sandbox.test',
        amountCents: 999_999,
        merchantName: 'Acme Store',
        merchantCity: 'Sao Paulo',
        txid: 'SBX1',
      }),
    ],
    ['a short text', 'hello'],
    ['a long payload', 'x'.repeat(400)],
  ])('is a PNG that decodes back to exactly %s', (_case, text) => {
    const uri = qrCodeDataUri(text);
    expect(uri).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(readQr(uri)).toBe(text);
  });

  it('decodes for many different BR Codes (the mask pattern is fixed)', () => {
    for (let i = 1; i <= 40; i++) {
      const code = buildBrCode({
        key: i % 2 ? '52998224725' : `cliente${i}@example.com.br`,
        amountCents: i * 7_919,
        merchantName: `Loja ${i}`,
        merchantCity: 'Curitiba',
        txid: `SBX${i}${'A'.repeat(i % 20)}`,
      });
      expect(readQr(qrCodeDataUri(code))).toBe(code);
    }
  });

  it('has a quiet zone of 4 white modules around the code', () => {
    const png = PNG.sync.read(Buffer.from(qrCodeDataUri('margin').split(',')[1], 'base64'));
    const scale = 4;
    for (let y = 0; y < 4 * scale; y++)
      for (let x = 0; x < png.width; x++) expect(png.data[(y * png.width + x) * 4]).toBe(255);
    expect(png.data[(4 * scale * png.width + 4 * scale) * 4]).toBe(0);
  });
});

/** The PNG's chunks, each CRC checked, its size and its IDAT inflated by node's zlib. */
function readPng(png: Buffer): { width: number; height: number; idat: Buffer; raw: Buffer } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const types: string[] = [];
  const idats: Buffer[] = [];
  let width = 0;
  let height = 0;
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(crc32(png.subarray(at + 4, at + 8 + length))).toBe(png.readUInt32BE(at + 8 + length));
    if (type === 'IHDR') [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
    if (type === 'IDAT') idats.push(data);
    types.push(type);
    at += 12 + length;
  }
  expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
  const idat = Buffer.concat(idats);
  return { width, height, idat, raw: inflateSync(idat) };
}

/** The 1-bit image's pixels (1 = white) from the inflated scanlines; filters other than None and Up throw. */
function pixels(width: number, height: number, raw: Buffer): Uint8Array {
  const stride = Math.ceil(width / 8) + 1;
  expect(raw.length).toBe(stride * height);
  const out = new Uint8Array(width * height);
  const line = new Uint8Array(stride - 1); // the line above until it is replaced
  for (let y = 0; y < height; y++) {
    const filter = raw[y * stride];
    if (filter !== 0 && filter !== 2) throw new Error(`line ${y} has filter ${filter}`);
    for (let i = 0; i < stride - 1; i++) line[i] = (raw[y * stride + 1 + i] + (filter === 2 ? line[i] : 0)) & 0xff;
    for (let x = 0; x < width; x++) out[y * width + x] = (line[x >> 3] >> (7 - (x & 7))) & 1;
  }
  return out;
}

/**
 * The first pixel of `drawn` (1 = white, `width` × `width`) that is not what the code's module matrix asks for, each
 * module drawn `scale` × `scale` inside a white quiet zone of `margin` modules; -1 when every pixel is right.
 */
function firstWrongPixel(drawn: Uint8Array, width: number, text: string, scale: number, margin: number): number {
  const { modules } = QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    maskPattern: 0,
  });
  const { size, data } = modules;
  if (width !== (size + 2 * margin) * scale) return 0;
  const expected = new Uint8Array(width); // the pixel row of the current module row
  for (let y = 0; y < width; y++) {
    if (y % scale === 0) {
      const r = y / scale - margin;
      for (let x = 0; x < width; x++) {
        const c = Math.floor(x / scale) - margin;
        expected[x] = r >= 0 && r < size && c >= 0 && c < size && data[r * size + c] ? 0 : 1;
      }
    }
    for (let x = 0; x < width; x++) if (drawn[y * width + x] !== expected[x]) return y * width + x;
  }
  return -1;
}

/** A BR Code of seeded random amount, key, names and txid. */
function randomBrCode(random: Seeded): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const word = (length: number) => Array.from({ length }, () => letters[random.int(letters.length)]).join('');
  const keys = [
    () => String(10_000_000_000 + random.int(89_999_999_999)),
    () => `${word(1 + random.int(20))}@${word(1 + random.int(12))}.com.br`,
    () => `+55${String(11_900_000_000 + random.int(99_999_999))}`,
    () => [8, 4, 4, 4, 12].map((length) => word(length).toLowerCase()).join('-'), // a random (EVP) key's shape
  ];
  return buildBrCode({
    key: keys[random.int(keys.length)](),
    amountCents: 1 + random.int(10_000_000_000),
    merchantName: `${word(1 + random.int(12))} ${word(random.int(12))}`,
    merchantCity: word(1 + random.int(15)),
    txid: word(1 + random.int(25)),
  });
}

describe('the QR code PNG, pixel for pixel (its own deflate writer, issue 31)', () => {
  // The scales and quiet zones: the one in use (4, 4) for most codes; whole bytes per group of modules (1, 8); modules
  // that straddle bytes (3, 9, and 4 at margin 1). The large scales are few: a test's time goes with its pixels.
  const layouts = [
    ...Array.from({ length: 20 }, () => ({ scale: 4, margin: 4 })),
    ...[
      { scale: 3, margin: 2 },
      { scale: 1, margin: 0 },
      { scale: 4, margin: 1 },
    ].flatMap((l) => [l, l, l]),
    { scale: 9, margin: 1 },
    { scale: 8, margin: 1 },
  ];

  it('draws every module of 300 random BR Codes, inflated by node:zlib, at every scale and quiet zone', async () => {
    await withSeed(async (random) => {
      for (let i = 0; i < 300; i++) {
        const text = randomBrCode(random);
        const { scale, margin } = layouts[i % layouts.length];
        const png = Buffer.from(qrCodeDataUri(text, { scale, margin }).split(',')[1], 'base64');
        const { width, height, raw } = readPng(png);
        expect(width).toBe(height);
        const wrongPixel = firstWrongPixel(pixels(width, height, raw), width, text, scale, margin);
        expect({ text, scale, margin, wrongPixel }).toEqual({ text, scale, margin, wrongPixel: -1 });
      }
      await Promise.resolve();
    });
  });

  it('is inflated by another zlib too (python3) to the same scanlines', async () => {
    await withSeed(async (random) => {
      const images = Array.from({ length: 12 }, (_, i) => {
        const { scale, margin } = layouts[(i * 5) % layouts.length];
        return readPng(Buffer.from(qrCodeDataUri(randomBrCode(random), { scale, margin }).split(',')[1], 'base64'));
      });
      const script =
        'import sys, zlib, hashlib\n' +
        'for line in sys.stdin.read().split():\n' +
        '    print(hashlib.sha256(zlib.decompress(bytes.fromhex(line))).hexdigest())';
      const run = spawnSync('python3', ['-c', script], {
        input: images.map((image) => image.idat.toString('hex')).join('\n'),
      });
      expect(run.stderr.toString()).toBe('');
      expect(run.stdout.toString().trim().split('\n')).toEqual(
        images.map((image) => createHash('sha256').update(image.raw).digest('hex')),
      );
      await Promise.resolve();
    });
  });

  it('stays smaller than the zlib writer it replaced (1,134 characters for this BR Code at scale 4)', () => {
    const text = buildBrCode({
      key: 'financeiro@acme.sandbox.test',
      amountCents: 999_999,
      merchantName: 'Acme Store',
      merchantCity: 'Sao Paulo',
      txid: 'SBX1234567890ABCDEFGHIJKL',
    });
    expect(qrCodeDataUri(text).length).toBeLessThanOrEqual(1_134);
  });
});

/** qrcode's own `create` for `bytes`, as the sandbox used to call it: one byte segment, error correction M, mask 0. */
function plainModules(bytes: Buffer): { size: number; data: number[] } {
  const { modules } = QRCode.create([{ data: bytes, mode: 'byte' }], { errorCorrectionLevel: 'M', maskPattern: 0 });
  return { size: modules.size, data: Array.from(modules.data) };
}

/** qr-symbol.ts's matrix of `text`, copied (the next call rewrites it). */
const keptModules = (text: string) => {
  const { size, data } = qrModules(text);
  return { size, data: Array.from(data) };
};

describe("the QR code's modules, qrcode's with its per-version work kept (issue 31)", () => {
  it('equal every module of qrcode.create for 300 random BR Codes', async () => {
    await withSeed(async (random) => {
      for (let i = 0; i < 300; i++) {
        const text = randomBrCode(random);
        expect({ text, ...keptModules(text) }).toEqual({ text, ...plainModules(Buffer.from(text, 'utf8')) });
      }
      await Promise.resolve();
    });
  });

  it("equal qrcode.create's at every version, at and around each one's capacity, and for non-ASCII text", async () => {
    await withSeed(async (random) => {
      const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ./:-';
      const text = (length: number) => Array.from({ length }, () => letters[random.int(letters.length)]).join('');
      // The byte capacity of versions 1–40 at error correction M (ISO/IEC 18004, table 7).
      const capacities = [
        14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666, 711, 779, 857,
        911, 997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331,
      ];
      const lengths = [1, 2, 3, ...capacities.flatMap((c) => [c - 1, c, c + 1]).filter((l) => l <= 2331)];
      const sizes = new Set<number>();
      for (const length of lengths) {
        const sample = text(length);
        const kept = keptModules(sample);
        sizes.add(kept.size);
        expect({ length, ...kept }).toEqual({ length, ...plainModules(Buffer.from(sample, 'utf8')) });
      }
      expect(sizes.size).toBe(40); // every version drawn
      for (const sample of ['São Paulo — R$ 10,00 ✓', 'ação'.repeat(40)])
        expect(keptModules(sample)).toEqual(plainModules(Buffer.from(sample, 'utf8')));
      expect(() => qrModules('x'.repeat(2332))).toThrow(/too big/);
      await Promise.resolve();
    });
  });

  it('gives the same matrix for a text whatever came before it (the per-version matrix is rewritten whole)', () => {
    const text = 'the same text';
    const first = keptModules(text);
    for (const other of ['x'.repeat(12), 'y'.repeat(13), '\u0000'.repeat(14)]) qrModules(other);
    expect(keptModules(text)).toEqual(first);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { withoutPhotoMetadata } from './photo-metadata';

// Real photos written by exiftool with GPS (EXIF and XMP), camera, author and a comment naming the store: the JPEG is
// rotated (orientation 6), as a phone stores a portrait photo. exifr, an independent reader, checks what is left of
// the JPEG and PNG (it reads no WebP: there the chunks are listed).
const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures', name));
const PRIVATE_TEXTS = ['Maria Alvarez', 'Maple Street', 'Pixel', '41.8781', 'GPS'];

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);
const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

/** What exifr finds in a file: every block (EXIF, GPS, XMP, PNG text, ICC), or undefined when there is nothing. */
const metadata = (bytes: Uint8Array) =>
  exifr.parse(bytes, {
    tiff: true,
    xmp: true,
    icc: false,
    iptc: true,
    jfif: false,
    ihdr: false,
    gps: true,
    mergeOutput: true,
  });

describe.each([
  ['photo-gps.jpg', 'image/jpeg', 'incentive-photo.jpg'],
  ['photo-gps.png', 'image/png', 'incentive-photo.png'],
])('%s', (name, type, sentName) => {
  const original = new Uint8Array(fixture(name));

  it('has a location to lose (the fixture is what the test says)', async () => {
    const gps = await exifr.gps(original);
    expect(gps?.latitude).toBeCloseTo(41.8781, 3);
    expect(gps?.longitude).toBeCloseTo(-87.6298, 3);
    expect(latin1(original)).toContain('Maria Alvarez');
  });

  it('leaves with no location, device, author or comment, under a neutral name, the same type', async () => {
    const sent = await withoutPhotoMetadata(new File([original], `Maria at Maple Street ${name}`, { type }));
    const bytes = await bytesOf(sent);
    expect(sent.name).toBe(sentName);
    expect(sent.type).toBe(type);
    expect(await exifr.gps(bytes)).toBeUndefined();
    const left = (await metadata(bytes)) as Record<string, unknown> | undefined;
    expect(Object.keys(left ?? {}).filter((key) => key !== 'Orientation')).toEqual([]);
    const text = latin1(bytes);
    for (const secret of PRIVATE_TEXTS) expect(text, secret).not.toContain(secret);
    expect(bytes.length).toBeLessThan(original.length);
  });
});

describe('the picture itself is unchanged', () => {
  it('JPEG: the compressed picture (from the start of scan) is byte for byte the original, and it still stands upright', async () => {
    const original = new Uint8Array(fixture('photo-gps.jpg'));
    const bytes = await bytesOf(await withoutPhotoMetadata(new File([original], 'p.jpg')));
    const scan = (data: Uint8Array) =>
      data.subarray(data.findIndex((value, index) => value === 0xff && data[index + 1] === 0xda));
    expect(scan(bytes)).toEqual(scan(original));
    expect(await exifr.orientation(original)).toBe(6);
    expect(await exifr.orientation(bytes)).toBe(6);
    expect([bytes[0], bytes[1], bytes.at(-2), bytes.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
  });

  it('PNG: the image data chunks are the original ones, and every chunk is still whole', async () => {
    const original = new Uint8Array(fixture('photo-gps.png'));
    const bytes = await bytesOf(await withoutPhotoMetadata(new File([original], 'p.png')));
    const chunks = (data: Uint8Array) => {
      const view = new DataView(data.buffer, data.byteOffset, data.length);
      const found: string[] = [];
      for (let at = 8; at + 12 <= data.length; at += 12 + view.getUint32(at))
        found.push(latin1(data.subarray(at + 4, at + 8)));
      return found;
    };
    expect(chunks(original)).toEqual(expect.arrayContaining(['eXIf', 'iTXt']));
    expect(chunks(bytes)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const idat = (data: Uint8Array) => latin1(data).slice(latin1(data).indexOf('IDAT'), latin1(data).indexOf('IEND'));
    expect(idat(bytes)).toBe(idat(original));
  });

  it('WebP: no EXIF or XMP chunk nor their texts, the picture chunk unchanged, the RIFF size right, VP8X announcing neither', async () => {
    const original = new Uint8Array(fixture('photo-gps.webp'));
    const sent = await withoutPhotoMetadata(new File([original], 'Maria at Maple Street.webp', { type: 'image/webp' }));
    const bytes = await bytesOf(sent);
    expect([sent.name, sent.type]).toEqual(['incentive-photo.webp', 'image/webp']);
    const chunks = (data: Uint8Array) => {
      const view = new DataView(data.buffer, data.byteOffset, data.length);
      const found: string[] = [];
      for (
        let at = 12;
        at + 8 <= data.length;
        at += 8 + view.getUint32(at + 4, true) + (view.getUint32(at + 4, true) % 2)
      )
        found.push(latin1(data.subarray(at, at + 4)));
      return found;
    };
    expect(chunks(original)).toEqual(expect.arrayContaining(['VP8X', 'EXIF', 'XMP ']));
    expect(chunks(bytes)).toEqual(chunks(original).filter((chunk) => chunk !== 'EXIF' && chunk !== 'XMP '));
    for (const secret of ['Maria Alvarez', 'Pixel', 'GPSLatitude']) {
      expect(latin1(original)).toContain(secret);
      expect(latin1(bytes), secret).not.toContain(secret);
    }
    const picture = (data: Uint8Array) =>
      latin1(data).slice(latin1(data).indexOf('VP8 '), latin1(data).indexOf('VP8 ') + 3000);
    expect(picture(bytes)).toBe(picture(original));
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
    expect(latin1(bytes.subarray(0, 4))).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    const vp8x = latin1(bytes).indexOf('VP8X');
    if (vp8x >= 0) expect(bytes[vp8x + 8]! & 0x0c).toBe(0);
    expect(latin1(bytes)).not.toMatch(/EXIF|XMP /);
  });
});

it('a HEIC photo the browser cannot decode keeps its bytes but not its name', async () => {
  const heic = new Uint8Array([
    0,
    0,
    0,
    24,
    ...[...'ftypheic'].map((char) => char.charCodeAt(0)),
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
  const sent = await withoutPhotoMetadata(new File([heic], 'IMG_0042 Maple Street.HEIC', { type: 'image/heic' }));
  expect(sent.name).toBe('incentive-photo.heic');
  expect(await bytesOf(sent)).toEqual(heic);
});

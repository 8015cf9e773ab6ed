import { ascii as asciiBetween, sniffImageType } from './photo';

// A claim photo is taken in the member's store, often on a personal phone: its EXIF and XMP carry where it was taken
// (GPS), when, on what device, sometimes the owner's name, and its file name may name a person or a place. None of
// that is the cooperative's business, so it is removed in the browser before anything is sent. Only the container's
// metadata blocks are dropped: the picture's own bytes are copied unchanged (no re-encoding, no loss of quality).
// No browser library strips JPEG, PNG and WebP alike without re-encoding (piexifjs: JPEG only and unmaintained;
// exif-be-gone: Node streams), hence these few lines; the tests read the result with exifr, an independent reader.

const JPEG_KEPT_SEGMENTS = new Set([
  0xe0, // APP0 JFIF: pixel density
  0xe2, // APP2 ICC_PROFILE: the colours (no person, place or time in it)
  0xee, // APP14 Adobe: the colour transform, needed to decode some CMYK/YCCK files
]);
const PNG_DROPPED_CHUNKS = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);
const WEBP_DROPPED_CHUNKS = new Set(['EXIF', 'XMP ']);
const WEBP_EXIF_AND_XMP_FLAGS = 0x08 | 0x04;

const ascii = (bytes: Uint8Array, from: number, length: number) => asciiBetween(bytes, from, from + length);

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The EXIF orientation (1–8) of a JPEG APP1 segment's body, or 1: phones store a portrait photo sideways plus this. */
function exifOrientation(body: Uint8Array): number {
  if (ascii(body, 0, 6) !== 'Exif\0\0') return 1;
  try {
    return readOrientation(body);
  } catch {
    return 1; // A damaged EXIF block: dropped like any other, the photo shown as stored.
  }
}

function readOrientation(body: Uint8Array): number {
  const tiff = new DataView(body.buffer, body.byteOffset + 6, body.length - 6);
  const little = tiff.getUint16(0) === 0x4949;
  const ifd = tiff.getUint32(4, little);
  const count = tiff.getUint16(ifd, little);
  for (let entry = 0; entry < count; entry += 1) {
    const at = ifd + 2 + entry * 12;
    if (tiff.getUint16(at, little) === 0x0112) return tiff.getUint16(at + 8, little);
  }
  return 1;
}

/** A minimal APP1 Exif segment holding only the orientation, so the photo is not shown on its side once stripped. */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = [
    0x4d,
    0x4d,
    0,
    0x2a,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  const body = [...'Exif\0\0'].map((char) => char.charCodeAt(0)).concat(tiff);
  const length = body.length + 2;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...body]);
}

function stripJpeg(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation = 1;
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    // Start of scan: the compressed picture follows to the end; nothing after it is metadata we need to read.
    if (marker === 0xda) break;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const segment = bytes.subarray(at, at + 2 + length);
    const isMetadata = (marker >= 0xe0 && marker <= 0xef && !JPEG_KEPT_SEGMENTS.has(marker)) || marker === 0xfe;
    if (marker === 0xe1) orientation = Math.max(orientation, exifOrientation(segment.subarray(4)));
    if (!isMetadata) parts.push(segment);
    at += 2 + length;
  }
  // After JFIF's APP0 when there is one (JFIF wants to come first), else right after the start of image.
  if (orientation > 1 && orientation <= 8)
    parts.splice(parts[1]?.[1] === 0xe0 ? 2 : 1, 0, orientationSegment(orientation));
  parts.push(bytes.subarray(at));
  return concat(parts);
}

function stripPng(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const chunk = bytes.subarray(at, at + 12 + length);
    if (!PNG_DROPPED_CHUNKS.has(ascii(bytes, at + 4, 4))) parts.push(chunk);
    at += 12 + length;
  }
  // A truncated last chunk is passed on as it came: the server judges a damaged file, not this function.
  if (at < bytes.length) parts.push(bytes.subarray(at));
  return concat(parts);
}

function stripWebp(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const chunks: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = view.getUint32(at + 4, true);
    const chunk = bytes.slice(at, at + 8 + size + (size % 2));
    const type = ascii(bytes, at, 4);
    // VP8X announces which optional chunks follow; it must not promise the ones removed.
    if (type === 'VP8X') chunk[8] = chunk[8]! & ~WEBP_EXIF_AND_XMP_FLAGS;
    if (!WEBP_DROPPED_CHUNKS.has(type)) chunks.push(chunk);
    at += 8 + size + (size % 2);
  }
  const body = concat(chunks);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return concat([header, body]);
}

const EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
} as const;

/**
 * The photo as it is sent: the same picture without its location, device, time and author metadata, under a neutral
 * name (`incentive-photo.<type>`). HEIC/HEIF cannot be rewritten here without decoding the picture: the browser decodes
 * and re-encodes it as JPEG where it can (Safari); where it cannot, only the name is replaced (README: Photos).
 */
export async function withoutPhotoMetadata(file: File, name = 'incentive-photo'): Promise<File> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes.subarray(0, 16));
  if (type === 'image/jpeg') return new File([stripJpeg(bytes)], `${name}.jpg`, { type });
  if (type === 'image/png') return new File([stripPng(bytes)], `${name}.png`, { type });
  if (type === 'image/webp') return new File([stripWebp(bytes)], `${name}.webp`, { type });
  if (type === 'image/heic' || type === 'image/heif')
    return (await reencodedAsJpeg(file, name)) ?? new File([bytes], `${name}.${EXTENSIONS[type]}`, { type });
  return new File([bytes], name, { type: file.type });
}

/** Decoding draws only the pixels: the JPEG a canvas encodes carries no metadata at all. Null where HEIC cannot be decoded. */
async function reencodedAsJpeg(file: File, name: string): Promise<File | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    return new File([blob], `${name}.jpg`, { type: 'image/jpeg' });
  } catch {
    return null;
  }
}

import { config } from '@/lib/config';

export type PhotoType = (typeof config.app.forms.photoTypes)[number];
export type PhotoProblem =
  { kind: 'empty' } | { kind: 'tooLarge'; size: number; limit: number } | { kind: 'type' } | { kind: 'notImage' };

/** The bytes from `from` to `to` read as ASCII (a file format's signature, a chunk's type). */
export const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type a file's first bytes show, whatever its name or the type the browser guessed from it. */
export function sniffImageType(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a)
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  // HEIC/HEIF: an ISO media file ('ftyp' at 4) whose brand is one of the HEIF image brands.
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'].includes(brand)) return 'image/heic';
    if (['mif1', 'msf1'].includes(brand)) return 'image/heif';
  }
  return null;
}

const accepted = (type: PhotoType) => (config.app.forms.photoTypes as readonly string[]).includes(type);

/**
 * Checks a photo before anything is sent: not empty, within the size limit of config/app.json, and really an image
 * of an accepted type (its first bytes, not its name: a text file renamed .png is refused).
 */
export async function checkPhoto(file: File): Promise<PhotoProblem | null> {
  if (file.size === 0) return { kind: 'empty' };
  const limit = config.app.forms.photoMaxBytes;
  if (file.size > limit) return { kind: 'tooLarge', size: file.size, limit };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const sniffed = sniffImageType(head);
  if (!sniffed) return file.type && !file.type.startsWith('image/') ? { kind: 'type' } : { kind: 'notImage' };
  return accepted(sniffed) ? null : { kind: 'type' };
}

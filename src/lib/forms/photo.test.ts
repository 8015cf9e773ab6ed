import { describe, expect, it } from 'vitest';
import { checkPhoto, sniffImageType } from './photo';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

describe('photo checks before sending', () => {
  const file = (bytes: number[] | Uint8Array, name: string, type: string) =>
    new File([bytes instanceof Uint8Array ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes)], name, {
      type,
    });

  it('knows PNG, JPEG, WebP and HEIC by their first bytes', () => {
    expect(sniffImageType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(
      sniffImageType(
        new Uint8Array(
          [...'RIFF']
            .map((c) => c.charCodeAt(0))
            .concat(
              [0, 0, 0, 0],
              [...'WEBP'].map((c) => c.charCodeAt(0)),
            ),
        ),
      ),
    ).toBe('image/webp');
    expect(sniffImageType(new Uint8Array([0, 0, 0, 24, ...[...'ftypheic'].map((c) => c.charCodeAt(0))]))).toBe(
      'image/heic',
    );
    expect(sniffImageType(new TextEncoder().encode('hello, not a picture'))).toBeNull();
  });

  it('refuses an empty file, a file over the limit, a renamed text file and a GIF; accepts a real PNG', async () => {
    expect(await checkPhoto(file([], 'empty.png', 'image/png'))).toEqual({ kind: 'empty' });
    const big = file(new Uint8Array(40 * 1024 * 1024), 'huge.jpg', 'image/jpeg');
    expect(await checkPhoto(big)).toEqual({ kind: 'tooLarge', size: 40 * 1024 * 1024, limit: 10 * 1024 * 1024 });
    expect(
      await checkPhoto(file([...new TextEncoder().encode('<html>not an image</html>')], 'shelf.png', 'image/png')),
    ).toEqual({ kind: 'notImage' });
    expect(await checkPhoto(file([...new TextEncoder().encode('plain text')], 'notes.txt', 'text/plain'))).toEqual({
      kind: 'type',
    });
    expect(await checkPhoto(file([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'anim.gif', 'image/gif'))).toEqual({
      kind: 'notImage',
    });
    expect(await checkPhoto(file(PNG, 'shelf.png', 'image/png'))).toBeNull();
  });
});

import QRCode from 'qrcode';

/**
 * A QR code for `text` as one SVG path: each run of dark modules in a row becomes a rectangle on a size × size grid.
 * Drawn at build time from the links in config/, so the footer's codes always match its links.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  const parts: string[] = [];
  for (let y = 0; y < size; y += 1) {
    let x = 0;
    while (x < size) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && modules.get(y, x)) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  }
  return { size, path: parts.join('') };
}

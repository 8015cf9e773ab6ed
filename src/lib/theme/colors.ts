/** Colour arithmetic for the theme: shades of a picked colour and WCAG contrast, so text on it stays readable. */

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;
const toHex = (rgb: readonly number[]): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** `amount` of the way from `hex` to `target` (0 keeps hex, 1 gives target). */
export function mix(hex: string, target: string, amount: number): string {
  const from = toRgb(hex);
  const to = toRgb(target);
  return toHex(from.map((channel, index) => channel + (to[index]! - channel) * amount));
}

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const WHITE = '#ffffff';
export const INK = '#1b1f27';
/** Behind the pages in light mode. */
export const LIGHT_CONTENT = '#f3f5f9';
/** WCAG AA for normal text. */
export const AA = 4.5;

/** White or ink, whichever reads better on `background`. */
export function textOn(background: string): string {
  return contrast(WHITE, background) >= contrast(INK, background) ? WHITE : INK;
}

/**
 * `hex` darkened (or lightened, towards `towards`) just enough for `text` to reach AA contrast on it. A colour a
 * member picks may be too light for white text; the picked colour still shows as the lighter shades.
 */
export function readableBackground(hex: string, text = WHITE, towards = '#000000'): string {
  let candidate = hex.toLowerCase();
  for (let step = 1; contrast(candidate, text) < AA && step <= 20; step += 1)
    candidate = mix(hex, towards, step * 0.05);
  return candidate;
}

/**
 * Ten shades lightest first, as Mantine expects: tints at 0–5, the picked colour at 6, at 8 the first shade that
 * carries white text at AA and reads as text on the light page (the theme's primaryShade), 7 halfway to it, 9 darker.
 * 8, not 7, because Mantine's primaryShade holds for every colour: its own red, teal and others reach AA on white at 8.
 */
export function shadesOf(
  hex: string,
): [string, string, string, string, string, string, string, string, string, string] {
  const base = hex.toLowerCase();
  const tints = [0.92, 0.8, 0.65, 0.5, 0.32, 0.15].map((amount) => mix(base, WHITE, amount));
  const filled = readableBackground(mix(base, '#000000', 0.08), LIGHT_CONTENT);
  return [
    tints[0]!,
    tints[1]!,
    tints[2]!,
    tints[3]!,
    tints[4]!,
    tints[5]!,
    base,
    mix(base, filled, 0.5),
    filled,
    mix(filled, '#000000', 0.25),
  ];
}

/**
 * Link text in each scheme: the primary colour, darkened (light) or lightened (dark) to AA against a background a
 * shade deeper than the page, so a link also reads inside a tinted notice (a light red alert, a light blue badge).
 */
export function linkColors(hex: string): { light: string; dark: string } {
  return { light: readableBackground(hex, '#e4e7ec'), dark: readableBackground(hex, '#3b3b3b', WHITE) };
}

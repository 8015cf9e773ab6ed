import { describe, expect, it } from 'vitest';
import { presetFromQuery, queryForSettings } from './url-presets';

// Values a link may carry that must never be taken, nor throw: wrong case of nothing, injection attempts, prototype
// keys, encodings, control characters, oversized input.
const hostile = [
  '',
  ' ',
  'undefined',
  'null',
  'NaN',
  '__proto__',
  'constructor',
  'toString',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '%00',
  '\u0000',
  '../../etc/passwd',
  '{"navStyle":"mini"}',
  '[]',
  '1e309',
  '💥',
  'x'.repeat(100_000),
  '%E0%A4%A',
];

const cases: { parameter: string; key: string; valid: [string, unknown][] }[] = [
  {
    parameter: 'layout',
    key: 'navStyle',
    valid: [
      ['mini', 'mini'],
      ['h-dark', 'h-dark'],
      ['bit_bucket', 'bit-bucket'],
      ['HOR-LIGHT-NAV', 'h-light'],
    ],
  },
  {
    parameter: 'nav_style',
    key: 'navStyle',
    valid: [
      ['drawer', 'drawer'],
      ['header-user-mini', 'header-user-mini'],
    ],
  },
  {
    parameter: 'mode',
    key: 'themeMode',
    valid: [
      ['dark', 'dark'],
      ['semi-dark', 'semi-dark'],
      ['Light', 'light'],
    ],
  },
  { parameter: 'theme_mode', key: 'themeMode', valid: [['dark', 'dark']] },
  {
    parameter: 'rtl',
    key: 'isRTL',
    valid: [
      ['true', true],
      ['1', true],
      ['false', false],
      ['0', false],
    ],
  },
  {
    parameter: 'is_rtl',
    key: 'isRTL',
    valid: [
      ['true', true],
      ['FALSE', false],
    ],
  },
  {
    parameter: 'style',
    key: 'themeStyle',
    valid: [
      ['standard', 'standard'],
      ['modern', 'modern'],
    ],
  },
  { parameter: 'theme_style', key: 'themeStyle', valid: [['standard', 'standard']] },
];

describe('presetFromQuery (URL presets)', () => {
  describe.each(cases)('$parameter', ({ parameter, key, valid }) => {
    it.each(valid)('takes %s', (value, expected) => {
      expect(presetFromQuery(`?${parameter}=${encodeURIComponent(value)}`)).toEqual({ [key]: expected });
    });

    it.each(
      hostile.map((value) => [
        value.length > 40 ? `${value.slice(0, 12)}… (${value.length} characters)` : JSON.stringify(value),
        value,
      ]),
    )('ignores %s', (_label, value) => {
      expect(() => presetFromQuery(`?${parameter}=${encodeURIComponent(value)}`)).not.toThrow();
      expect(presetFromQuery(`?${parameter}=${encodeURIComponent(value)}`)).toEqual({});
      // Unencoded, as a hand-typed link would have it.
      expect(Object.keys(presetFromQuery(`?${parameter}=${value}`))).toEqual([]);
    });
  });

  it('reads all four settings at once, the spec’s names before the template’s', () => {
    expect(presetFromQuery('?layout=mini&nav_style=drawer&mode=dark&rtl=true&style=standard')).toEqual({
      navStyle: 'mini',
      themeMode: 'dark',
      isRTL: true,
      themeStyle: 'standard',
    });
    expect(presetFromQuery('?nav_style=drawer&theme_mode=light&is_rtl=0&theme_style=modern')).toEqual({
      navStyle: 'drawer',
      themeMode: 'light',
      isRTL: false,
      themeStyle: 'modern',
    });
  });

  it('takes the first valid value when a parameter repeats or a bad one comes first', () => {
    expect(presetFromQuery('?layout=nonsense&layout=mini&layout=drawer')).toEqual({ navStyle: 'mini' });
    expect(presetFromQuery('?layout=nonsense&nav_style=drawer')).toEqual({ navStyle: 'drawer' });
  });

  it('ignores unrelated parameters and survives a malformed query', () => {
    expect(presetFromQuery('?utm_source=mail&page=2')).toEqual({});
    expect(presetFromQuery('?&&==&mode')).toEqual({});
    expect(presetFromQuery('?__proto__[mode]=dark&constructor=x')).toEqual({});
  });
});

describe('queryForSettings (Copy link to this look)', () => {
  it('writes the spec’s four parameters, which read back as the same look', () => {
    const look = { navStyle: 'h-light', themeMode: 'dark', isRTL: true, themeStyle: 'standard' } as const;
    const query = queryForSettings(look);
    expect(query).toBe('layout=h-light&mode=dark&rtl=true&style=standard');
    expect(presetFromQuery(`?${query}`)).toEqual(look);
  });
});

import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createFormatters } from './format';

const formattersIn = (locale: string) => createFormatters(createIntl({ locale, messages: {} }));
// Intl separates groups and units with no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('createFormatters', () => {
  it('writes amounts in US dollars the way each language does', () => {
    expect(formattersIn('en').currency(1234.5)).toBe('$1,234.50');
    expect(plain(formattersIn('fr').currency(1234.5))).toBe('1 234,50 $US');
    expect(plain(formattersIn('es').currency(1234.5))).toBe('1234,50 US$');
    expect(formattersIn('ar').currency(1234.5)).toMatch(/US\$/);
  });

  // Node applies a change of process.env.TZ at once; west of UTC a date-only string read as UTC midnight would be
  // the day before, far east the same instant is already the next day.
  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])(
    'shows an API calendar date as that day in %s',
    (zone) => {
      const before = process.env.TZ;
      process.env.TZ = zone;
      try {
        expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone === 'UTC' ? 'UTC' : zone);
        expect(formattersIn('en').date('2026-03-01')).toBe('Mar 1, 2026');
        expect(formattersIn('fr').date('2026-03-01')).toBe('1 mars 2026');
        expect(formattersIn('it').date('2026-03-01')).toBe('1 mar 2026');
      } finally {
        process.env.TZ = before;
        if (before === undefined) delete process.env.TZ;
      }
    },
  );

  it('writes the year as a plain year, never grouped like a number', () => {
    expect(formattersIn('en').year(new Date(2026, 5, 1))).toBe('2026');
    expect(formattersIn('fr').year(new Date(2026, 5, 1))).toBe('2026');
    expect(formattersIn('en').number(2026)).toBe('2,026');
  });
});

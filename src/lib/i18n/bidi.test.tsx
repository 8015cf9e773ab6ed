import { render } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { isolated } from './bidi';
import { createFormatters } from './format';

const intlIn = (locale: string) => createIntl({ locale, messages: {} });

describe('bidi isolation of the values in a sentence', () => {
  it('writes a change with its sign, and none for no change', () => {
    const format = createFormatters(intlIn('en'));
    expect(format.change(0.045)).toBe('+4.5%');
    expect(format.change(-0.1234)).toBe('-12.3%');
    expect(format.change(0)).toBe('0%');
  });

  it('keeps a Latin currency code whole in an Arabic amount (isolate marks), and leaves other languages’ amounts alone', () => {
    expect(createFormatters(intlIn('ar')).currency(7248.15)).toBe('\u200f7,248.15\u00a0\u2066US$\u2069');
    expect(createFormatters(intlIn('en')).currency(-45)).toBe('-$45.00');
  });

  it('puts each value of a sentence in a <bdi> of its own, and the text copies as it reads (no invisible marks)', () => {
    const intl = intlIn('en');
    const sentence = intl.formatMessage(
      { id: 'x', defaultMessage: '{change} on last year ({previous})' },
      isolated({ change: '+4.5%', previous: '$6,938.42' }),
    );
    const { container } = render(<p dir="rtl">{sentence}</p>);
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['+4.5%', '$6,938.42']);
    expect(container.textContent).toBe('+4.5% on last year ($6,938.42)');
    expect(container.textContent).not.toMatch(/[\u2066-\u2069\u200e\u200f]/);
  });
});

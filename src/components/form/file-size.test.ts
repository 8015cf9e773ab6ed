import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './PhotoField';

const intl = createIntl({ locale: 'en', messages: {} });

// The file-size helper's units run from Bytes to YB in steps of 1024.
describe('the file-size helper', () => {
  it.each([
    [0, '0 Bytes'],
    [70, '70 Bytes'],
    [1023, '1,023 Bytes'],
    [1024, '1 KB'],
    [512 * 1024, '512 KB'],
    [40 * 1024 ** 2, '40 MB'],
    [1.5 * 1024 ** 3, '1.5 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 6, '1 EB'],
    [1024 ** 7, '1 ZB'],
    [1024 ** 8, '1 YB'],
    // Past the last unit the number grows instead.
    [2048 * 1024 ** 8, '2,048 YB'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(formatFileSize(intl, bytes)).toBe(text);
  });

  it('writes the number the locale’s way', () => {
    expect(formatFileSize(createIntl({ locale: 'fr', messages: {} }), 1.5 * 1024 ** 2)).toBe('1,5 MB');
  });
});

import { describe, expect, it } from 'vitest';
import { toSafeInAppPath } from './safe-path';

describe('toSafeInAppPath (remembered first path, hostile forms refused)', () => {
  it.each(['/dashboard', '/programs/active', '/account-details?tab=1', '/newsletter#latest', '/dashboard/'])(
    'keeps the in-app path %s',
    (path) => {
      expect(toSafeInAppPath(path)).toBe(path);
    },
  );

  it.each([
    '//evil.com',
    '/\\evil.com',
    '/%2F%2Fevil.com',
    '/%09/evil.com',
    'https://evil.com',
    'http:evil.com',
    'javascript:alert(1)',
    'https://app@evil.com',
    '////evil.com',
    '/%5Cevil.com',
    '',
    'dashboard',
    '/signin',
    '/index',
    '/not-a-route',
    '/%E0%A4%A',
    '/%2f%2fevil.com',
    '%2F%2Fevil.com',
    '/%252F%252Fevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /dashboard',
    'HTTPS://evil.com',
    '//evil.com/dashboard',
    '/dashboard\\@evil.com',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/javascript:alert(1)',
    '\\\\evil.com',
    'x'.repeat(3000),
    '/%00/evil.com',
    '/%0d%0aLocation:%20https://evil.com',
  ])('refuses %s', (path) => {
    expect(toSafeInAppPath(path)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(toSafeInAppPath(null)).toBeNull();
    expect(toSafeInAppPath(42)).toBeNull();
  });
});

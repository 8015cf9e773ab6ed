import { describe, expect, it } from 'vitest';
import { openTab, tabFromState } from './account-tabs';
import { mailtoHref, telHref } from './contact-links';

describe('which account tab opens (tabValue 1 is the regional-manager contact)', () => {
  it.each([
    [{ tabValue: 1 }, 'manager'],
    [{ tabValue: 0 }, 'store'],
    [{ tabValue: '1' }, 'manager'],
  ])('state %j asks for %s', (state, tab) => {
    expect(tabFromState(state)).toBe(tab);
  });

  it.each([
    [undefined],
    [null],
    ['1'],
    [{}],
    [{ tabValue: 2 }],
    [{ tabValue: -1 }],
    [{ tabValue: 1.5 }],
    [{ tabValue: '01' }],
    [{ tabValue: '<img src=x onerror=alert(1)>' }],
    [{ tabValue: { valueOf: (): number => 1 } }],
    [{ tabValue: 'constructor' }],
  ])('state %j asks for none', (state) => {
    expect(tabFromState(state)).toBeNull();
  });

  it('takes the state first, then the address, else tab 0', () => {
    expect(openTab({ tabValue: 1 }, 'store')).toBe('manager');
    expect(openTab(null, 'manager')).toBe('manager');
    expect(openTab({ tabValue: 9 }, 'manager')).toBe('manager');
    expect(openTab(null, 'toString')).toBe('store');
    expect(openTab(undefined, null)).toBe('store');
  });
});

describe('contact links', () => {
  it('dials the digits of a number written for display', () => {
    expect(telHref('(217) 555-0198')).toBe('tel:2175550198');
    expect(telHref('+1 217 555 0198')).toBe('tel:+12175550198');
    expect(telHref('ask the front desk')).toBeNull();
  });

  it('keeps an address from adding recipients or headers', () => {
    expect(mailtoHref('dana.whitfield@example.com')).toBe('mailto:dana.whitfield@example.com');
    expect(mailtoHref('a@example.com?bcc=x@evil.test')).toBe('mailto:a@example.com%3Fbcc%3Dx@evil.test');
  });
});

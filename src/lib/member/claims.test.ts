import { describe, expect, it } from 'vitest';
import { claimsRead, mapClaims } from './claims';

const claim = 'extension_IbcNumber';

describe('mapClaims (user profile)', () => {
  it('maps given_name, family_name, the member-number claim and emails[0]', () => {
    const { profile, problems } = mapClaims(
      {
        given_name: 'Maria',
        family_name: 'Alvarez',
        extension_IbcNumber: '10482',
        emails: ['member@example.com', 'owner@example.com'],
      },
      claim,
    );
    expect(profile).toEqual({
      firstName: 'Maria',
      lastName: 'Alvarez',
      ibcNumber: '10482',
      emailClaim: 'member@example.com',
      emails: ['member@example.com', 'owner@example.com'],
    });
    expect(problems).toEqual([]);
  });

  it('reads the member number from the configured attribute only', () => {
    expect(mapClaims({ extension_MemberNo: '77' }, 'extension_MemberNo').profile.ibcNumber).toBe('77');
    expect(mapClaims({ extension_MemberNo: '77' }, claim).profile.ibcNumber).toBe('');
    expect(mapClaims({ ibcNumber: '77', IbcNumber: '78' }, claim).profile.ibcNumber).toBe('');
  });

  it('accepts a numeric member number', () => {
    expect(mapClaims({ extension_IbcNumber: 10482 }, claim).profile.ibcNumber).toBe('10482');
  });

  it('lists every missing claim and leaves empty values', () => {
    const { profile, problems } = mapClaims({}, claim);
    expect(profile).toEqual({ firstName: '', lastName: '', ibcNumber: '', emailClaim: '', emails: [] });
    expect(problems).toEqual(['missingName', 'missingMemberNumber', 'missingEmail']);
    expect(mapClaims(undefined, claim).problems).toHaveLength(3);
  });

  it('ignores malformed claims instead of failing', () => {
    const { profile, problems } = mapClaims(
      { given_name: { first: 'x' }, family_name: 42, emails: 'member@example.com', extension_IbcNumber: ['1'] },
      claim,
    );
    expect(profile.firstName).toBe('');
    expect(profile.lastName).toBe('42');
    expect(profile.emails).toEqual([]);
    expect(problems).toEqual(['missingMemberNumber', 'missingEmail']);
  });

  it('falls back to the email claim (Entra External ID) and skips entries that are not addresses', () => {
    expect(mapClaims({ email: 'x@example.com' }, claim).profile.emailClaim).toBe('x@example.com');
    expect(mapClaims({ emails: ['', 'not-an-address', 'y@example.com'] }, claim).profile.emails).toEqual([
      'y@example.com',
    ]);
  });

  it('maps an Entra External ID token the same: email, the extension attribute under its app-id name', () => {
    const externalId = {
      given_name: 'Maria',
      family_name: 'Alvarez',
      email: 'member@example.com',
      preferred_username: 'member@example.com',
      extension_7c1f2a9e4b3d4e8f9a0b1c2d3e4f5a6b_IbcNumber: '10482',
    };
    const expected = {
      firstName: 'Maria',
      lastName: 'Alvarez',
      ibcNumber: '10482',
      emailClaim: 'member@example.com',
      emails: ['member@example.com'],
    };
    // Configured with External ID's full name, or still with B2C's: the attribute is the same.
    expect(mapClaims(externalId, 'extension_7c1f2a9e4b3d4e8f9a0b1c2d3e4f5a6b_IbcNumber')).toEqual({
      profile: expected,
      problems: [],
    });
    expect(mapClaims(externalId, claim)).toEqual({ profile: expected, problems: [] });
    // And a B2C token read with External ID's name configured.
    expect(
      mapClaims({ extension_IbcNumber: '10482' }, 'extension_7c1f2a9e4b3d4e8f9a0b1c2d3e4f5a6b_IbcNumber').profile
        .ibcNumber,
    ).toBe('10482');
  });

  it('takes preferred_username when External ID sends no email claim, only when it is an address', () => {
    expect(mapClaims({ preferred_username: 'member@example.com' }, claim).profile.emails).toEqual([
      'member@example.com',
    ]);
    expect(mapClaims({ preferred_username: 'maria.alvarez' }, claim).problems).toContain('missingEmail');
    expect(mapClaims({ emails: ['b2c@example.com'], email: 'other@example.com' }, claim).profile.emailClaim).toBe(
      'b2c@example.com',
    );
  });

  it('names the claims it reads (claimsRead), and no other of the token’s', () => {
    const token = {
      given_name: 'Maria',
      family_name: 'Alvarez',
      emails: ['member@example.com'],
      phone_number: '(217) 555-0166',
      extension_7c1f2a9e4b3d4e8f9a0b1c2d3e4f5a6b_IbcNumber: '10482',
      extension_FavouriteColour: 'teal',
      oid: 'a1b2',
      idp_access_token: 'secret',
      nonce: 'n',
    };
    const read = claimsRead(token, claim);
    expect(Object.keys(read).sort()).toEqual([
      'emails',
      'extension_7c1f2a9e4b3d4e8f9a0b1c2d3e4f5a6b_IbcNumber',
      'family_name',
      'given_name',
      'phone_number',
    ]);
    expect(mapClaims(read, claim)).toEqual(mapClaims(token, claim));
  });
});

// @vitest-environment node
// A test member's roles (tests/fixtures/members.json `roles`): issued as the id token's `roles` claim in both shapes,
// absent for a member who has none, and a members file with roles of the wrong kind refused naming file and field.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalIdp, EXTERNAL_ID_FLOW, POLICIES } from './local-idp.mjs';
import { completeFlow, startIdp } from './test-browser';

const folder = mkdtempSync(path.join(tmpdir(), 'idp-roles-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A members file of its own in the temporary folder; returns its path. */
function membersFile(name: string, members: unknown[]): string {
  const file = path.join(folder, name);
  writeFileSync(file, JSON.stringify({ members }));
  return file;
}

const STAFF = membersFile('members.json', [
  { email: 'staff@example.com', givenName: 'Noor', roles: [' user', 'admin '] },
  { email: 'plain@example.com', givenName: 'Pat' },
]);

describe.each([
  { shape: 'b2c' as const, flow: POLICIES.signIn },
  { shape: 'external-id' as const, flow: EXTERNAL_ID_FLOW },
])('a member’s roles ($shape)', ({ shape, flow }) => {
  it('are the id token’s roles claim when the member has some, and no roles claim at all when not', async () => {
    const idp = await startIdp(shape, STAFF);
    try {
      const staff = await completeFlow(idp.origin, flow, [{ email: 'staff@example.com' }]);
      expect(staff.idToken.roles).toEqual(['user', 'admin']);
      const plain = await completeFlow(idp.origin, flow, [{ email: 'plain@example.com' }]);
      expect(plain.idToken.given_name).toBe('Pat');
      expect(plain.idToken).not.toHaveProperty('roles');
    } finally {
      await idp.stop();
    }
  });
});

describe('the test members of tests/fixtures/members.json', () => {
  it('give admin@example.com the member’s role and the admin’s, and member@example.com no roles claim', async () => {
    const idp = await startIdp();
    try {
      const admin = await completeFlow(idp.origin, POLICIES.signIn, [{ email: 'admin@example.com' }]);
      expect(admin.idToken).toMatchObject({ roles: ['user', 'admin'], extension_IbcNumber: '10517' });
      const member = await completeFlow(idp.origin, POLICIES.signIn, [{ email: 'member@example.com' }]);
      expect(member.idToken).not.toHaveProperty('roles');
    } finally {
      await idp.stop();
    }
  });
});

describe('roles of the wrong kind in the members file', () => {
  const start = (file: string) => () =>
    createLocalIdp({ origin: 'http://127.0.0.1:1', redirectUris: [], postLogoutRedirectUris: [], membersFile: file });

  it.each([
    ['one name, not a list', 'admin'],
    ['an empty list (leave the field out instead)', []],
    ['an empty name', ['user', ' ']],
    ['a name that is no string', ['user', 7]],
  ])('are refused, naming the file and the field: %s', (_why, roles) => {
    const file = membersFile('bad.json', [{ email: 'ok@example.com' }, { email: 'staff@example.com', roles }]);
    expect(start(file)).toThrow(`${file}: members[1].roles must be a non-empty list of non-empty strings when present`);
  });
});

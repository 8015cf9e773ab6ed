// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountFor, benchMembers, memberPages, USUAL_MEMBER } from './accounts.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe('whom the bench signs in as for each member page', () => {
  it('is the usual member wherever she may go, and a member with the admin role for /admin', () => {
    const pages = memberPages(root);
    const emailOf = (pagePath: string) => pages.find((page) => page.path === pagePath)?.email;
    expect(emailOf('/dashboard')).toBe(USUAL_MEMBER);
    expect(emailOf('/newsletter')).toBe(USUAL_MEMBER);
    expect(emailOf('/admin')).toBe('admin@example.com');
    expect(pages.filter((page) => page.email !== USUAL_MEMBER).map((page) => page.path)).toEqual(['/admin']);
  });

  it('gives members without roles the member role, and fails naming the page when nobody may open it', () => {
    const members = benchMembers(root);
    expect(members[0]?.email).toBe(USUAL_MEMBER);
    expect(accountFor({ path: '/x', roles: ['user'] }, members)).toBe(USUAL_MEMBER);
    expect(accountFor({ path: '/x', roles: null }, members)).toBe(USUAL_MEMBER);
    expect(() => accountFor({ path: '/auditors', roles: ['auditor'] }, members)).toThrow(
      'bench: no test member of tests/fixtures/members.json may open /auditors (it needs one of: auditor)',
    );
  });
});

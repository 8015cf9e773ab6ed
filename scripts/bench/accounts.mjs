// Who opens each member page in the bench: someone allowed to see it. A page that needs a role the usual member lacks
// (/admin) would otherwise be timed as her visit to the 404 page the guard sends her to, the page's own files fetched
// in vain before it. So the usual member opens every page she may, and the first test member of
// tests/fixtures/members.json whose roles let her in opens the others.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_MEMBER_ROLE } from '../../src/lib/auth/types.ts';
import { canAccess } from '../../src/lib/routing/can-access.ts';
import { readPortalConfig } from '../portal-config-plugin.ts';

/** The member the bench signs in as unless a page needs roles she lacks. */
export const USUAL_MEMBER = 'member@example.com';

/** The test members of tests/fixtures/members.json, the usual member first. */
export function benchMembers(root) {
  const { members } = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/members.json'), 'utf8'));
  return [...members].sort((a, b) => Number(b.email === USUAL_MEMBER) - Number(a.email === USUAL_MEMBER));
}

/** The roles the portal gives a member: her token's roles, else the member role (as account-user.ts toUser does). */
const rolesOf = (member) => (member.roles?.length ? member.roles : [DEFAULT_MEMBER_ROLE]);

/** The e-mail of the first of `members` who may open `route` (its roles null: public); an error when none may. */
export function accountFor(route, members) {
  const member = members.find((candidate) => canAccess(route.roles, rolesOf(candidate)));
  if (!member)
    throw new Error(
      `bench: no test member of tests/fixtures/members.json may open ${route.path} (it needs one of: ${route.roles?.join(', ')})`,
    );
  return member.email;
}

/**
 * The member pages (the signed-in frame's routes of config/routes.json that show a page or content, their roles
 * resolved from config/roles.json as the app resolves them), each with the e-mail of whom the bench signs in as.
 */
export function memberPages(root) {
  const { config, errors } = readPortalConfig(root);
  if (!config) throw new Error(`bench: ${errors.join('; ')}`);
  const members = benchMembers(root);
  return config.routes
    .filter((route) => route.layout === 'shell' && (route.page || route.content) && !route.path.includes(':'))
    .map((route) => ({ path: route.path, email: accountFor(route, members) }));
}

interface BenchMember {
  email: string;
  roles?: string[];
}
/** The member the bench signs in as unless a page needs roles she lacks. */
export const USUAL_MEMBER: string;
/** The test members of tests/fixtures/members.json, the usual member first. */
export function benchMembers(root: string): BenchMember[];
/** The e-mail of the first of `members` who may open the route (roles null: public); throws when none may. */
export function accountFor(route: { path: string; roles: string[] | null }, members: BenchMember[]): string;
/** The member pages of config/routes.json, each with whom the bench signs in as. */
export function memberPages(root: string): { path: string; email: string }[];

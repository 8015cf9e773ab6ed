/**
 * The one permission check used by the guard and the menu:
 * - no requirement (null or absent) lets everyone in;
 * - a member with no roles gets in only where nothing is required;
 * - otherwise one of the required roles must be among the member's roles.
 * The member's roles may be a single role name (as a token may carry it) or a list.
 */
export function canAccess(
  required: readonly string[] | null | undefined,
  userRoles: readonly string[] | string | null | undefined,
): boolean {
  if (required === null || required === undefined) return true;
  const roles = typeof userRoles === 'string' ? [userRoles] : (userRoles ?? []);
  if (roles.length === 0) return required.length === 0;
  return required.some((role) => roles.includes(role));
}

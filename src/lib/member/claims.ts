/** The member's profile: what the portal reads from the sign-in token's claims. */
export interface MemberProfile {
  firstName: string;
  lastName: string;
  ibcNumber: string;
  emailClaim: string;
  emails: string[];
  /** The member's mobile number (the OpenID `phone_number` claim), to prefill forms; absent when not issued. */
  phone?: string;
}

export type ClaimProblem = 'missingName' | 'missingMemberNumber' | 'missingEmail';

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** `extension_<Name>` (B2C) or `extension_<app id, 32 hex>_<Name>` (Entra External ID): the attribute's own name. */
const EXTENSION = /^extension_(?:[0-9a-f]{32}_)?(.+)$/i;

/**
 * The member number: the configured claim, else the same directory attribute under the other product's spelling
 * (a tenant moved from B2C to External ID keeps its attribute, but its claim gains the extensions app's id).
 */
function memberNumber(source: Record<string, unknown>, configured: string): string {
  const direct = text(source[configured]);
  if (direct) return direct;
  const attribute = EXTENSION.exec(configured)?.[1]?.toLowerCase();
  if (!attribute) return '';
  const other = Object.keys(source).find((claim) => EXTENSION.exec(claim)?.[1]?.toLowerCase() === attribute);
  return other ? text(source[other]) : '';
}

/** B2C's `emails[]`, else External ID's `email`, else its `preferred_username` when that is an address. */
function emailsOf(source: Record<string, unknown>): string[] {
  const listed = Array.isArray(source.emails) ? source.emails.map(text).filter((email) => email.includes('@')) : [];
  if (listed.length > 0) return listed;
  const single = [text(source.email), text(source.preferred_username)].find((value) => value.includes('@'));
  return single ? [single] : [];
}

/** The claims mapClaims reads (names, e-mails, phone, the member number in either spelling), and no other. */
export function claimsRead(
  claims: Record<string, unknown> | undefined,
  memberNumberClaim: string,
): Record<string, unknown> {
  const attribute = EXTENSION.exec(memberNumberClaim)?.[1]?.toLowerCase();
  const read = new Set(['given_name', 'family_name', 'emails', 'email', 'preferred_username', 'phone_number']);
  return Object.fromEntries(
    Object.entries(claims ?? {}).filter(
      ([claim]) =>
        read.has(claim) ||
        claim === memberNumberClaim ||
        (attribute !== undefined && EXTENSION.exec(claim)?.[1]?.toLowerCase() === attribute),
    ),
  );
}

/**
 * One adapter for both identity products: given_name → firstName, family_name → lastName, the member-number claim
 * (configured, e.g. extension_IbcNumber; see memberNumber) → ibcNumber, the first e-mail (see emailsOf) → emailClaim.
 * Missing or malformed claims become empty values and are listed as problems, so the interface can say what is wrong
 * instead of failing.
 */
export function mapClaims(
  claims: Record<string, unknown> | undefined,
  memberNumberClaim: string,
): { profile: MemberProfile; problems: ClaimProblem[] } {
  const source = claims ?? {};
  const emails = emailsOf(source);
  const profile: MemberProfile = {
    firstName: text(source.given_name),
    lastName: text(source.family_name),
    ibcNumber: memberNumber(source, memberNumberClaim),
    emailClaim: emails[0] ?? '',
    emails,
    ...(text(source.phone_number) ? { phone: text(source.phone_number) } : {}),
  };
  const problems: ClaimProblem[] = [];
  if (!profile.firstName && !profile.lastName) problems.push('missingName');
  if (!profile.ibcNumber) problems.push('missingMemberNumber');
  if (!profile.emailClaim) problems.push('missingEmail');
  return { profile, problems };
}

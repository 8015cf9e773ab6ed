/** Spec §3 "User profile": what the portal reads from the sign-in token's claims. */
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

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/**
 * given_name → firstName, family_name → lastName, the member-number claim (its name is configured, e.g.
 * extension_IbcNumber) → ibcNumber, emails[0] → emailClaim. Missing or malformed claims become empty values and
 * are listed as problems, so the interface can say what is wrong instead of failing.
 */
export function mapClaims(claims: Record<string, unknown> | undefined, memberNumberClaim: string): { profile: MemberProfile; problems: ClaimProblem[] } {
  const source = claims ?? {};
  const emails = Array.isArray(source.emails) ? source.emails.map(text).filter((email) => email.includes('@')) : [];
  // Entra External ID puts the address in `email`; B2C in `emails[]`.
  if (emails.length === 0 && text(source.email).includes('@')) emails.push(text(source.email));
  const profile: MemberProfile = {
    firstName: text(source.given_name),
    lastName: text(source.family_name),
    ibcNumber: text(source[memberNumberClaim]),
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

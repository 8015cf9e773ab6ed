// The member directory: the test members of tests/fixtures/members.json plus those who sign up while the provider
// runs (in memory only), and the id-token claims B2C would issue for each.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EXTERNAL_ID_MEMBER_NUMBER_CLAIM } from './settings.mjs';

export const DEFAULT_MEMBERS_FILE = fileURLToPath(new URL('../../tests/fixtures/members.json', import.meta.url));

const EMAIL = /^[^@\s]+@[^@\s]+$/;
export const isEmail = (value) => EMAIL.test(value);

/** A stable GUID-shaped object id derived from the e-mail, so `oid`/`sub` survive restarts (B2C's oid is a GUID). */
export function memberId(email) {
  const h = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const variant = (8 | (Number.parseInt(h[16] ?? '0', 16) & 3)).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function optionalText(value, field, file) {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !value.trim())
    throw new Error(`${file}: ${field} must be a non-empty string when present`);
  return value.trim();
}

/**
 * The member's roles, all of them, or nothing (the id token then has no `roles`). The portal takes a token's roles
 * instead of its member role, not beside it: someone of the staff who is also a member names both.
 */
function optionalRoles(value, field, file) {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.length || value.some((role) => typeof role !== 'string' || !role.trim()))
    throw new Error(`${file}: ${field} must be a non-empty list of non-empty strings when present`);
  return value.map((role) => role.trim());
}

function readMembers(file) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(data?.members)) throw new Error(`${file}: expected { "members": [ ... ] }`);
  return data.members.map((entry, index) => {
    const where = `members[${index}]`;
    if (typeof entry?.email !== 'string' || !isEmail(entry.email))
      throw new Error(`${file}: ${where}.email is not an e-mail address`);
    return {
      email: entry.email.trim(),
      givenName: optionalText(entry.givenName, `${where}.givenName`, file),
      familyName: optionalText(entry.familyName, `${where}.familyName`, file),
      ibcNumber: optionalText(entry.ibcNumber, `${where}.ibcNumber`, file),
      phone: optionalText(entry.phone, `${where}.phone`, file),
      roles: optionalRoles(entry.roles, `${where}.roles`, file),
    };
  });
}

/** The members of `file`; `add` keeps a new one in memory until the process ends. */
export function createDirectory(file = DEFAULT_MEMBERS_FILE) {
  const byEmail = new Map();
  const byId = new Map();
  const add = (member) => {
    const key = member.email.toLowerCase();
    if (byEmail.has(key)) throw new Error(`duplicate member ${member.email}`);
    const stored = { ...member, id: memberId(member.email) };
    byEmail.set(key, stored);
    byId.set(stored.id, stored);
    return stored;
  };
  for (const member of readMembers(file)) add(member);
  return {
    findByEmail: (email) => byEmail.get(String(email).trim().toLowerCase()),
    findById: (id) => byId.get(id),
    add,
  };
}

/**
 * The id-token claims of `shape` (settings.mjs); a claim whose member field is missing is left out. Both: `roles`.
 * B2C: `emails[]`, `extension_IbcNumber` and `tfp` (the user flow). External ID: `email` and `preferred_username`, and
 * the member number under its extension attribute's full name.
 */
export function idTokenClaims(member, policy, shape = 'b2c') {
  const name = [member.givenName, member.familyName].filter(Boolean).join(' ');
  const common = {
    sub: member.id,
    oid: member.id,
    ...(name ? { name } : {}),
    ...(member.givenName ? { given_name: member.givenName } : {}),
    ...(member.familyName ? { family_name: member.familyName } : {}),
    ...(member.phone ? { phone_number: member.phone } : {}),
    // Entra's app roles, under the same name in both shapes; the portal gives a token without one the member role.
    ...(member.roles ? { roles: [...member.roles] } : {}),
  };
  if (shape === 'external-id') {
    return {
      ...common,
      email: member.email,
      preferred_username: member.email,
      ...(member.ibcNumber ? { [EXTERNAL_ID_MEMBER_NUMBER_CLAIM]: member.ibcNumber } : {}),
    };
  }
  return {
    ...common,
    emails: [member.email],
    ...(member.ibcNumber ? { extension_IbcNumber: member.ibcNumber } : {}),
    tfp: policy,
  };
}

/** The claim names idTokenClaims may give in a shape (what the `openid` scope carries). */
export const idTokenClaimNames = (shape = 'b2c') =>
  shape === 'external-id'
    ? [
        'sub',
        'oid',
        'name',
        'given_name',
        'family_name',
        'email',
        'preferred_username',
        EXTERNAL_ID_MEMBER_NUMBER_CLAIM,
        'phone_number',
        'roles',
      ]
    : [
        'sub',
        'oid',
        'name',
        'given_name',
        'family_name',
        'emails',
        'extension_IbcNumber',
        'phone_number',
        'roles',
        'tfp',
      ];

/** B2C's claim names (the default shape). */
export const ID_TOKEN_CLAIMS = idTokenClaimNames('b2c');

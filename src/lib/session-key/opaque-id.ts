/**
 * A short, stable id of a text (FNV-1a, 32 bit), to name a member in a storage key without writing their e-mail: not
 * a secret, only a way to keep the address itself out of what the browser stores.
 */
export function opaqueId(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The id of a member's e-mail, whatever its case and surrounding spaces. */
export const memberId = (email: string): string => opaqueId(email.trim().toLowerCase());

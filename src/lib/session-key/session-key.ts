// A key that ends with the browser session, as MSAL keeps the key of its own cache: random bytes in a cookie with no
// expiry (the browser drops it when it closes), never sent anywhere else. What is sealed under it (AES-GCM, Web
// Crypto) stays in storage after a close without Logout, but nobody can read it any more: the next start finds it
// unreadable and drops it. Each use has its own cookie, so one can be forgotten without the other.

/** Bytes sealed under a session key: a fresh 12-byte IV each time, and the ciphertext with its tag. */
export interface Sealed {
  iv: Uint8Array;
  data: Uint8Array;
}

/** The same, as text for JSON storage (sessionStorage). */
export interface SealedText {
  iv: string;
  data: string;
}

export interface SessionKey {
  /** Seals `plain` under this session's key, made (and its cookie set) on first use. */
  seal(plain: Uint8Array): Promise<Sealed>;
  /** The plain bytes; throws when the key is gone (the browser closed since, or Logout) or the data was altered. */
  open(sealed: Sealed): Promise<Uint8Array>;
  sealText(plain: string): Promise<SealedText>;
  openText(sealed: SealedText): Promise<string>;
  /** Whether this browser session has the key (nothing sealed can be opened without it). */
  exists(): boolean;
  /** Drops the key: whatever was sealed under it can no longer be read. */
  forget(): void;
}

// Chunked: spreading a large array into String.fromCharCode overflows the call stack.
export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(text);
}
export const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

function readCookie(name: string): string | null {
  for (const cookie of document.cookie.split(';')) {
    const trimmed = cookie.trim();
    const equals = trimmed.indexOf('=');
    if (equals > 0 && trimmed.slice(0, equals) === name && equals < trimmed.length - 1)
      return decodeURIComponent(trimmed.slice(equals + 1));
  }
  return null;
}

const imported = new Map<string, Promise<CryptoKey>>();
const cryptoKey = (raw: string) => {
  let key = imported.get(raw);
  if (!key) {
    key = crypto.subtle.importKey('raw', fromBase64(raw) as BufferSource, 'AES-GCM', false, ['encrypt', 'decrypt']);
    imported.set(raw, key);
  }
  return key;
};

/** The session key kept in the cookie `cookieName`. */
export function createSessionKey(cookieName: string): SessionKey {
  const current = () => readCookie(cookieName);
  const made = () => {
    const existing = current();
    if (existing) return existing;
    const raw = toBase64(crypto.getRandomValues(new Uint8Array(32)));
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${cookieName}=${encodeURIComponent(raw)}; path=/; SameSite=Strict${secure}`;
    return raw;
  };
  const seal = async (plain: Uint8Array): Promise<Sealed> => {
    const key = await cryptoKey(made());
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain as BufferSource);
    return { iv, data: new Uint8Array(data) };
  };
  const open = async ({ iv, data }: Sealed): Promise<Uint8Array> => {
    const raw = current();
    if (!raw) throw new Error('The session key is gone');
    const key = await cryptoKey(raw);
    return new Uint8Array(
      await crypto.subtle.decrypt({ name: 'AES-GCM', iv: iv as BufferSource }, key, data as BufferSource),
    );
  };
  return {
    seal,
    open,
    sealText: async (plain) => {
      const { iv, data } = await seal(new TextEncoder().encode(plain));
      return { iv: toBase64(iv), data: toBase64(data) };
    },
    openText: async ({ iv, data }) =>
      new TextDecoder().decode(await open({ iv: fromBase64(iv), data: fromBase64(data) })),
    exists: () => current() !== null,
    forget: () => {
      document.cookie = `${cookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    },
  };
}

/**
 * The key of the member's data at rest in this browser (form drafts, last-seen answers): kept through an idle
 * sign-out, so a draft it left comes back to the same member in this browser session; forgotten at Logout.
 */
export const dataKey = createSessionKey('memberPortal.dataKey');

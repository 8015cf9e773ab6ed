// What an error says is written by code we do not control (a library, the browser) and may quote what it was handed:
// an answer of the API, a token, what a member typed. Before anything leaves the browser its text goes through here.
// The member's own name and e-mail go first, then anything shaped like personal or secret data. Store numbers are
// digits: every run of four or more goes from a message, and so does a time of day (an opening hour, a deadline); a
// stack frame's own place (its file, line and column) keeps its digits, which a source map needs.

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/g;
// An address keeps its place and path; its query and fragment (where tokens and store numbers travel) go, and a
// stack frame's line and column after them stay.
const URL_TAIL = /\b((?:https?|blob):\/\/[^\s?#)'"]*)[?#][^\s)'"]*?(?=(?::\d+:\d+)?(?:[\s)'"]|$))/g;
const GUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
// A long run of letters and digits mixed (a session key, an access code): no word of a message looks like that.
const OPAQUE = /\b(?=[\w+/=-]*\d)(?=[\w+/=-]*[a-z])[\w+/=-]{24,}/gi;
const DIGITS = /\d{4,}/g;
const TIME = /(?<!\d)\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?(?!\d)/g;
// A frame as the engines write it: V8's `at name (place:1:2)` or `at place:1:2`, Firefox's and Safari's
// `name@place:1:2`, where the place is an address with a scheme or an absolute path. A message may end in something
// shaped like `:18:00:00` and hold an `@`; only a line whose place is a real address counts as a frame.
const PLACE = String.raw`(?:[a-z][\w+.-]*:\/\/|\/)[^\s()]*?:\d+:\d+`;
const V8_FRAME = new RegExp(String.raw`^\s*at\s+(?:(.*?)\s+\()?(${PLACE})\)?\s*$`, 'i');
const AT_FRAME = new RegExp(String.raw`^\s*([^@\s]*(?: code)?)@(${PLACE})\s*$`, 'i');

function scrubCommon(text: string, personal: Iterable<string>): string {
  let out = text;
  for (const value of personal) out = out.replace(new RegExp(escape(value), 'gi'), '[personal]');
  return out.replace(EMAIL, '[email]').replace(JWT, '[token]').replace(URL_TAIL, '$1').replace(GUID, '[id]');
}

/** An error's message, safe to send: at most `max` characters. */
export function scrubMessage(text: string, personal: Iterable<string>, max = 300): string {
  return scrubCommon(text, personal)
    .replace(OPAQUE, '[token]')
    .replace(TIME, '[time]')
    .replace(DIGITS, '[number]')
    .slice(0, max);
}

/** A frame's name scrubbed like a message, its place keeping line and column; anything else, like a message. */
function scrubLine(line: string, personal: string[]): string {
  const v8 = V8_FRAME.exec(line);
  if (v8) {
    const [, name, place = ''] = v8;
    const where = scrubCommon(place, personal);
    return name ? `at ${scrubMessage(name, personal)} (${where})` : `at ${where}`;
  }
  const at = AT_FRAME.exec(line);
  if (at) return `${scrubMessage(at[1] ?? '', personal)}@${scrubCommon(at[2] ?? '', personal)}`;
  return scrubMessage(line.trim(), personal);
}

/**
 * A stack's frames only (the first lines of a stack repeat the message, which scrubMessage has dealt with), each
 * scrubbed, at most `maxFrames` of them: the build's file names with their lines and columns, what a source map needs.
 */
export function scrubStack(stack: string, personal: Iterable<string>, maxFrames = 30): string {
  const values = [...personal];
  return stack
    .split('\n')
    .filter((line) => /^\s*at\s|@/.test(line) && /:\d+:\d+\)?\s*$/.test(line))
    .slice(0, maxFrames)
    .map((line) => scrubLine(line, values).slice(0, 300))
    .join('\n');
}

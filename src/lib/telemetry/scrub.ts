// What an error says is written by code we do not control (a library, the browser) and may quote what it was handed:
// an answer of the API, a token, what a member typed. Before anything leaves the browser its text goes through here.
// The member's own name and e-mail go first, then anything shaped like personal or secret data. Store numbers are
// digits: every run of four or more goes from a message (not from a stack, whose digits are lines and columns).

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

function scrubCommon(text: string, personal: Iterable<string>): string {
  let out = text;
  for (const value of personal) out = out.replace(new RegExp(escape(value), 'gi'), '[personal]');
  return out.replace(EMAIL, '[email]').replace(JWT, '[token]').replace(URL_TAIL, '$1').replace(GUID, '[id]');
}

/** An error's message, safe to send: at most `max` characters. */
export function scrubMessage(text: string, personal: Iterable<string>, max = 300): string {
  return scrubCommon(text, personal).replace(OPAQUE, '[token]').replace(DIGITS, '[number]').slice(0, max);
}

/**
 * A stack's frames only (the first lines of a stack repeat the message, which scrubMessage has dealt with), each
 * scrubbed, at most `maxFrames` of them: the build's file names with their lines and columns, what a source map needs.
 */
export function scrubStack(stack: string, personal: Iterable<string>, maxFrames = 30): string {
  return stack
    .split('\n')
    .filter((line) => /^\s*at\s|@/.test(line) && /:\d+:\d+\)?\s*$/.test(line))
    .slice(0, maxFrames)
    .map((line) => scrubCommon(line.trim(), personal).slice(0, 300))
    .join('\n');
}

// Request bodies: read once (bounded), and handed on to oidc-provider after a rewrite.
import { Readable } from 'node:stream';

const MAX_BODY = 64 * 1024;

export async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw Object.assign(new Error('request body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A posted form as a plain object of trimmed-later strings. */
export async function readForm(req) {
  return Object.fromEntries(new URLSearchParams((await readBody(req)).toString('utf8')));
}

/** A stand-in request carrying a rewritten body; Koa reads only these fields of the Node request. */
export function withBody(req, body) {
  const replay = Readable.from([body], { objectMode: false });
  Object.assign(replay, {
    headers: { ...req.headers, 'content-length': String(body.length) },
    rawHeaders: req.rawHeaders,
    method: req.method,
    url: req.url,
    originalUrl: req.originalUrl,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
    complete: true,
  });
  return replay;
}

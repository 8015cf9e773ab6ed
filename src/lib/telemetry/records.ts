import type { MetricType } from 'web-vitals';
import type { CaughtError, ErrorSource, PageViewState, VisitKind } from './types';
import { scrubMessage, scrubStack } from './scrub';

// What a page view sends, before it is put into the shape of the endpoint (formats.ts). Every text in it is either
// ours (a route id, a vital's name) or has been through scrub.ts; no address, store number, name or e-mail is in it.

/** What every record of a page view shares: nothing in it tells who the member is. */
export interface PageContext {
  /** A random id of this page view, to tell its records from another's; it is not kept anywhere in the browser. */
  pageView: string;
  /** The build that ran: the hashed name of its main file (its source maps are in that build's dist-meta/). */
  release: string;
  visit: VisitKind;
  /** The connection's effective type as the browser estimates it (4g, 3g, 2g, slow-2g), or unknown. */
  connection: string;
  /** The device's memory, in three classes: low (≤ 1 GiB), mid (2-4 GiB), high (8 GiB and more), or unknown. */
  memory: string;
  /** The share of page views that send (config), so a resource can weigh the counts. */
  sampleRate: number;
}

export type VitalName = MetricType['name'];

export interface VitalRecord {
  type: 'vital';
  name: VitalName;
  /** Milliseconds, whole; CLS is a score, kept to four decimals. */
  value: number;
  rating: MetricType['rating'];
  route: string;
  /** When it was made a record, as its batch left, in ms since the epoch. */
  time: number;
}

export interface ErrorRecord {
  type: 'error';
  typeName: string;
  message: string;
  stack: string;
  source: ErrorSource;
  route: string;
  time: number;
}

/** Errors of the page view past its limit: their number only. */
export interface SuppressedRecord {
  type: 'suppressed';
  count: number;
  route: string;
  time: number;
}

export type FieldRecord = VitalRecord | ErrorRecord | SuppressedRecord;

const epoch = (at: number) => Math.round(performance.timeOrigin + at);

/** The route on screen at `time` (performance.now()): before the first was noted, the first. */
export function routeAt(routes: PageViewState['routes'], time: number): string {
  let id = routes[0]?.id ?? 'unknown';
  for (const route of routes) if (route.time <= time) id = route.id;
  return id;
}

/**
 * A web vital, filed under the route it happened on: its last entry's moment (the LCP's paint, the INP's input).
 * Made as the batch leaves, when every route up to then has been noted (a first paint may come before the first).
 */
export function vitalRecord(metric: MetricType, routes: PageViewState['routes']): VitalRecord {
  const at = metric.entries.at(-1)?.startTime ?? 0;
  const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  return {
    type: 'vital',
    name: metric.name,
    value,
    rating: metric.rating,
    route: routeAt(routes, at),
    time: epoch(performance.now()),
  };
}

interface ApiErrorLike {
  name: string;
  operation: string;
  status: number | null;
}
const isApiErrorLike = (error: object): error is ApiErrorLike =>
  'operation' in error && typeof error.operation === 'string' && 'status' in error;

/**
 * An error as text, before scrubbing. The API client's errors carry the server's words in their message: only the
 * operation (the contract's, with its placeholders) and the status are kept. Something thrown that is not an Error
 * (an answer, a plain object) is named by its type and never written out.
 */
export function errorRecord(caught: CaughtError, routes: PageViewState['routes']): ErrorRecord {
  const { error } = caught;
  const route = routeAt(routes, caught.time);
  const base = { type: 'error' as const, source: caught.source, route, time: epoch(caught.time) };
  if (error instanceof Error) {
    const message = isApiErrorLike(error) ? `${error.operation}: ${error.status ?? 'no answer'}` : error.message;
    return { ...base, typeName: error.name, message, stack: error.stack ?? '' };
  }
  if (typeof error === 'string') return { ...base, typeName: 'string', message: error, stack: '' };
  return { ...base, typeName: typeof error, message: `a thrown ${error === null ? 'null' : typeof error}`, stack: '' };
}

/** The record with every text it carries from outside scrubbed (see scrub.ts). */
export function scrubbed(record: FieldRecord, personal: Iterable<string>): FieldRecord {
  if (record.type !== 'error') return record;
  const values = [...personal];
  return {
    ...record,
    typeName: scrubMessage(record.typeName, values, 80),
    message: scrubMessage(record.message, values),
    stack: scrubStack(record.stack, values),
  };
}

/** The connection and memory of the device, in the coarse classes the browser itself rounds them to. */
export function deviceClasses(): Pick<PageContext, 'connection' | 'memory'> {
  const browser = navigator as Navigator & { connection?: { effectiveType?: string }; deviceMemory?: number };
  const memory = browser.deviceMemory;
  return {
    connection: browser.connection?.effectiveType ?? 'unknown',
    memory: memory === undefined ? 'unknown' : memory <= 1 ? 'low' : memory <= 4 ? 'mid' : 'high',
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/lib/config';
import { startCollector } from './collector';
import {
  noteMember,
  noteRoute,
  noteVisit,
  pageView,
  reportError,
  resetFieldDataForTests,
  startFieldData,
} from './front';

vi.mock('./collector', () => ({ startCollector: vi.fn() }));

const settings = config.app.telemetry;
const shipped = { ...settings };
const member = { displayName: 'Maria Alvarez', email: 'member@example.com' };

beforeEach(() => {
  Object.assign(settings, {
    endpoint: '/telemetry',
    format: 'json',
    sampleRate: 1,
    requireSignIn: true,
    maxErrorsPerPage: 3,
  });
});
afterEach(() => {
  Object.assign(settings, shipped);
  resetFieldDataForTests();
});

describe('a page view’s field data', () => {
  it('is off without an endpoint, and off for a page view outside the sample: nothing is kept at all', () => {
    Object.assign(settings, { endpoint: '' });
    startFieldData(() => 0);
    expect(pageView()).toBeNull();
    Object.assign(settings, { endpoint: '/telemetry', sampleRate: 0.25 });
    startFieldData(() => 0.25);
    expect(pageView()).toBeNull();
    reportError(new Error('unseen'), 'uncaught');
    startFieldData(() => 0.2499);
    expect(pageView()).not.toBeNull();
  });

  it('notes the routes shown, by id, each once in a row', () => {
    startFieldData(() => 0);
    noteRoute('signIn');
    noteRoute('signIn');
    noteRoute('dashboard');
    expect(pageView()?.routes.map((route) => route.id)).toEqual(['signIn', 'dashboard']);
  });

  it('keeps each error once, up to the page view’s limit, and counts the rest', () => {
    startFieldData(() => 0);
    noteRoute('dashboard');
    const repeated = new Error('the same one, caught twice');
    reportError(repeated, 'page-boundary');
    reportError(repeated, 'route-boundary');
    for (const index of [1, 2, 3, 4]) reportError(new Error(`error ${index}`), 'uncaught');
    const view = pageView();
    expect(view?.errors.map((caught) => [caught.source, (caught.error as Error).message])).toEqual([
      ['page-boundary', 'the same one, caught twice'],
      ['uncaught', 'error 1'],
      ['uncaught', 'error 2'],
    ]);
    expect(view?.suppressed).toBe(2);
  });

  it('hears of uncaught errors and unhandled rejections, but not of another origin’s opaque "Script error."', () => {
    startFieldData(() => 0);
    const thrown = new TypeError('x is not a function');
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('lost promise') });
    window.dispatchEvent(rejection);
    expect(pageView()?.errors.map((caught) => [caught.source, (caught.error as Error).message])).toEqual([
      ['uncaught', 'x is not a function'],
      ['unhandled-rejection', 'lost promise'],
    ]);
  });
});

describe('consent and loading', () => {
  it('loads the collector only once the member has signed in, when the privacy notice asks for that', async () => {
    startFieldData(() => 0);
    noteRoute('signIn');
    noteMember(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startCollector).not.toHaveBeenCalled();
    noteMember(member);
    await vi.waitFor(() => expect(startCollector).toHaveBeenCalledTimes(1));
    expect(pageView()?.signedIn).toBe(true);
    expect([...(pageView()?.personal ?? [])]).toEqual(['Maria Alvarez', 'member@example.com']);
  });

  it('loads it for a signed-out visitor too where no sign-in is asked for', async () => {
    Object.assign(settings, { requireSignIn: false });
    startFieldData(() => 0);
    noteMember(null);
    await vi.waitFor(() => expect(startCollector).toHaveBeenCalledTimes(1));
  });
});

describe('the kind of visit', () => {
  it('is first, returning when painted from the last visit’s answers, after sign-in when signed in in this page', () => {
    startFieldData(() => 0);
    expect(pageView()?.visit).toBe('first');
    noteVisit('returning');
    noteVisit('first');
    expect(pageView()?.visit).toBe('returning');
    noteMember(null);
    noteMember(member);
    expect(pageView()?.visit).toBe('after-sign-in');
  });

  it('stays what it was for a member signed in from the start', () => {
    startFieldData(() => 0);
    noteMember(member);
    expect(pageView()?.visit).toBe('first');
  });
});

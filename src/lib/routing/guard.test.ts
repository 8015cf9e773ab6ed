import { describe, expect, it } from 'vitest';
import type { RouteConfig } from '@/lib/config';
import { decideNavigation, type GuardInput } from './guard';

const route = (overrides: Partial<RouteConfig>): RouteConfig => ({
  id: 'dashboard',
  path: '/dashboard',
  page: 'dashboard/DashboardPage',
  content: null,
  redirectTo: null,
  roles: ['user', 'admin'],
  layout: 'shell',
  authPage: false,
  titleId: 'route.dashboard',
  title: 'Dashboard',
  icon: 'dashboard',
  ...overrides,
});
const dashboard = route({});
const adminPage = route({ id: 'admin', path: '/admin', roles: ['admin'] });
const signin = route({ id: 'signin', path: '/signin', roles: null, layout: 'auth', authPage: true });
const notFound = route({ id: 'error404', path: '/error-pages/error-404', roles: null, layout: 'adaptive' });

const input = (overrides: Partial<GuardInput>): GuardInput => ({
  path: '/dashboard',
  pathname: '/dashboard',
  route: dashboard,
  status: 'signedIn',
  roles: ['user'],
  initialPath: '/dashboard',
  signInPath: '/signin',
  notFoundPath: '/error-pages/error-404',
  ...overrides,
});

describe('decideNavigation (guard and redirects)', () => {
  it("sends '/' into the app when signed in (the provider returns there: the remembered path next), else to the initial URL", () => {
    expect(decideNavigation(input({ pathname: '/', path: '/', route: null }))).toEqual({ kind: 'enterApp' });
    expect(decideNavigation(input({ pathname: '/', path: '/', route: null, status: 'signedOut' }))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('sends a signed-out visitor to the lock screen instead of sign-in when the session was locked, remembering the page', () => {
    const locked = {
      status: 'signedOut' as const,
      locked: true,
      lockScreenPath: '/lock-screen',
      path: '/dashboard?x=1',
    };
    expect(decideNavigation(input(locked))).toEqual({
      kind: 'redirect',
      to: '/lock-screen',
      rememberPath: '/dashboard?x=1',
    });
    expect(decideNavigation(input({ ...locked, locked: false }))).toEqual({
      kind: 'redirect',
      to: '/signin',
      rememberPath: '/dashboard?x=1',
    });
  });

  it('sends an unknown path to the 404 page', () => {
    expect(decideNavigation(input({ pathname: '/nowhere', path: '/nowhere', route: null }))).toEqual({
      kind: 'redirect',
      to: '/error-pages/error-404',
    });
    expect(
      decideNavigation(input({ pathname: '/nowhere', path: '/nowhere', route: null, status: 'signedOut' })),
    ).toEqual({ kind: 'redirect', to: '/error-pages/error-404' });
  });

  it('shows a loader while authentication is loading', () => {
    expect(decideNavigation(input({ status: 'loading' }))).toEqual({ kind: 'loading' });
    expect(decideNavigation(input({ status: 'loading', route: signin, pathname: '/signin', path: '/signin' }))).toEqual(
      { kind: 'loading' },
    );
    // The provider's redirect answer arrives at '/': nothing may navigate before it is read.
    expect(decideNavigation(input({ status: 'loading', route: null, pathname: '/', path: '/?code=abc' }))).toEqual({
      kind: 'loading',
    });
  });

  it('sends a signed-out visitor to sign-in and remembers the whole path asked for', () => {
    expect(decideNavigation(input({ status: 'signedOut', roles: [], path: '/dashboard?tab=1' }))).toEqual({
      kind: 'redirect',
      to: '/signin',
      rememberPath: '/dashboard?tab=1',
    });
  });

  it('lets a signed-out visitor open public pages', () => {
    expect(
      decideNavigation(input({ status: 'signedOut', roles: [], route: signin, pathname: '/signin', path: '/signin' })),
    ).toEqual({ kind: 'render' });
    expect(
      decideNavigation(
        input({ status: 'signedOut', roles: [], route: notFound, pathname: notFound.path, path: notFound.path }),
      ),
    ).toEqual({ kind: 'render' });
  });

  it('takes a signed-in member away from the authentication pages into the app', () => {
    expect(decideNavigation(input({ route: signin, pathname: '/signin', path: '/signin' }))).toEqual({
      kind: 'enterApp',
    });
  });

  it('sends a signed-in member without permission to the 404 page', () => {
    expect(decideNavigation(input({ route: adminPage, pathname: '/admin', path: '/admin' }))).toEqual({
      kind: 'redirect',
      to: '/error-pages/error-404',
    });
  });

  it('renders a page the member may see', () => {
    expect(decideNavigation(input({}))).toEqual({ kind: 'render' });
    expect(decideNavigation(input({ route: adminPage, pathname: '/admin', path: '/admin', roles: ['admin'] }))).toEqual(
      { kind: 'render' },
    );
    expect(decideNavigation(input({ route: notFound, pathname: notFound.path, path: notFound.path }))).toEqual({
      kind: 'render',
    });
  });
});

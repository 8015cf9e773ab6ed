import { describe, expect, it } from 'vitest';
import { canAccess } from './can-access';

// One row per rule.
describe('canAccess', () => {
  it.each([
    ['a null requirement passes', null, ['user'], true],
    ['an absent requirement passes', undefined, ['user'], true],
    ['an absent requirement passes even without roles', undefined, [], true],
    ['one overlapping role is enough', ['user', 'admin'], ['user'], true],
    ['admin enters a user page (user = [user, admin])', ['user', 'admin'], ['admin'], true],
    ['no overlap is refused', ['admin'], ['user'], false],
    ['a member without roles is refused where roles are required', ['user'], [], false],
    ['a member without roles enters where the requirement is empty', [], [], true],
    ['null roles count as no roles', ['user'], null, false],
    ['a single role given as a string is compared as a list', ['user', 'admin'], 'user', true],
    ['a single role string without overlap is refused', ['admin'], 'user', false],
  ] as const)('%s', (_name, required, roles, expected) => {
    expect(canAccess(required, roles)).toBe(expected);
  });
});

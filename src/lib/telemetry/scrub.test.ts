import { describe, expect, it } from 'vitest';
import { scrubMessage, scrubStack } from './scrub';

const personal = ['Maria Alvarez', 'member@example.com'];

describe('scrubbing what an error says', () => {
  it('blanks out the member’s name and e-mail, any e-mail, tokens, ids and store numbers', () => {
    const message =
      'Maria Alvarez (member@example.com) at store 10482 cc other@shop.example with eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl for 3f2b8c1e-0a4d-4e5f-9b6c-7d8e9f0a1b2c, code AbC123dEf456GhI789jKl012';
    expect(scrubMessage(message, personal)).toBe(
      '[personal] ([personal]) at store [number] cc [email] with [token] for [id], code [token]',
    );
  });

  it('keeps an address’s place and path, never its query or fragment', () => {
    expect(
      scrubMessage('Failed to fetch https://portal.example/api/myDashboardApi?ibcNumber=10482&token=x#top', []),
    ).toBe('Failed to fetch https://portal.example/api/myDashboardApi');
  });

  it('keeps short numbers (a status, a count) and cuts a long message', () => {
    expect(scrubMessage('Request failed with status 503 after 3 tries', [])).toBe(
      'Request failed with status 503 after 3 tries',
    );
    expect(scrubMessage('x'.repeat(1000), [])).toHaveLength(300);
  });

  it('blanks out a time of day, alone or in a timestamp', () => {
    expect(scrubMessage('closed until 18:00:00, opens 9:30, sent 2026-12-07T18:00:00.123Z', [])).toBe(
      'closed until [time], opens [time], sent [number]-12-07T[time]Z',
    );
  });

  it('matches the member’s name whatever its case', () => {
    expect(scrubMessage('hello MARIA ALVAREZ', personal)).toBe('hello [personal]');
  });
});

describe('scrubbing a stack', () => {
  it('keeps only the frames, with the build’s file names, lines and columns', () => {
    const stack = [
      'ApiError: {"error":"No store 10482 for member@example.com"}',
      '  and a second line of the message',
      '    at loadStore (https://portal.example/assets/app-Bx3k.js:1:20517)',
      '    at https://portal.example/assets/dashboard-Q9z.js?v=2:3:88',
      'render@https://portal.example/assets/app-Bx3k.js:1:1200',
    ].join('\n');
    expect(scrubStack(stack, personal)).toBe(
      [
        'at loadStore (https://portal.example/assets/app-Bx3k.js:1:20517)',
        'at https://portal.example/assets/dashboard-Q9z.js:3:88',
        'render@https://portal.example/assets/app-Bx3k.js:1:1200',
      ].join('\n'),
    );
  });

  it('scrubs a line shaped like a frame but placed nowhere real (a message ending in a time) as a message', () => {
    const stack = [
      'ApiError: Store 10482 for other@shop.example is closed until 18:00:00',
      '    at loadStore (https://portal.example/assets/app-Bx3k.js:1:20517)',
      'Store 10482 for Maria Alvarez@ until 18:00:00',
      'global code@https://portal.example/assets/app-Bx3k.js:2:4411',
    ].join('\n');
    expect(scrubStack(stack, personal)).toBe(
      [
        'ApiError: Store [number] for [email] is closed until [time]',
        'at loadStore (https://portal.example/assets/app-Bx3k.js:1:20517)',
        'Store [number] for [personal]@ until [time]',
        'global code@https://portal.example/assets/app-Bx3k.js:2:4411',
      ].join('\n'),
    );
  });

  it('scrubs a frame’s name like a message, never its place', () => {
    expect(scrubStack('    at Store 10482 until 09:30 (https://p.example/assets/a.js:12:34567)', [])).toBe(
      'at Store [number] until [time] (https://p.example/assets/a.js:12:34567)',
    );
  });

  it('keeps at most thirty frames', () => {
    const stack = Array.from(
      { length: 50 },
      (_, index) => `    at f${index} (https://p.example/assets/a.js:1:${index})`,
    );
    expect(scrubStack(stack.join('\n'), []).split('\n')).toHaveLength(30);
  });
});

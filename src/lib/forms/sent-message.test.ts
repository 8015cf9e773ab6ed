import { describe, expect, it } from 'vitest';
import { sentMessage } from './sent-message';

describe('sentMessage: the service’s answer when it has one, else ours', () => {
  const ours = () => 'Ours.';
  it('takes the service’s answer, trimmed', () => {
    expect(sentMessage('  Received, thanks!\n', ours)).toBe('Received, thanks!');
  });
  it.each([[''], ['   \n\t'], [null], [undefined]])('falls back to ours for %j', (answer) => {
    expect(sentMessage(answer, ours)).toBe('Ours.');
  });
  it('keeps the service’s line breaks inside the answer', () => {
    expect(sentMessage('Line one.\nLine two.', ours)).toBe('Line one.\nLine two.');
  });
});

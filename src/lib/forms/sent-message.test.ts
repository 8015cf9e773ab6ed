import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentMessage, useSentAnswer } from './sent-message';

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

describe('useSentAnswer', () => {
  it('is fresh once after a send, and shows again without being fresh when its store comes back', () => {
    const { result, rerender } = renderHook(({ store }) => useSentAnswer(store), { initialProps: { store: '10482' } });
    expect(result.current).toMatchObject({ text: null, fresh: false });
    act(() => result.current.show('Sent.', 'Claim sent'));
    expect(result.current).toMatchObject({ text: 'Sent.', title: 'Claim sent', fresh: true });
    act(() => result.current.seen());
    expect(result.current).toMatchObject({ text: 'Sent.', fresh: false });
    // Another store: not its message. Back: the message again, without taking the focus from the member.
    rerender({ store: '10517' });
    expect(result.current).toMatchObject({ text: null, fresh: false });
    rerender({ store: '10482' });
    expect(result.current).toMatchObject({ text: 'Sent.', fresh: false });
    act(() => result.current.clear());
    expect(result.current.text).toBe(null);
  });
});

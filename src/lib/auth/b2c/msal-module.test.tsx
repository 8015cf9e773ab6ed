import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMsalModule } from './msal-module';

// MSAL's chunk, out of reach on the first try (the network down) and there on the next.
const chunk = vi.hoisted(() => ({ tries: 0 }));
vi.mock('./B2CAuthProvider', () => {
  chunk.tries += 1;
  if (chunk.tries === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return { default: () => null };
});

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => setOnline(true));

describe('useMsalModule', () => {
  it('waits for the network when MSAL cannot load offline, and loads it once the browser is back online', async () => {
    setOnline(false);
    const { result } = renderHook(() => useMsalModule(true));
    await waitFor(() => expect(chunk.tries).toBe(1));
    expect(result.current).toBeNull();
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(chunk.tries).toBe(2);
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlConnection } from '../../../tests/connection';
import { renderWithProviders } from '../../../tests/render';
import { lazyPart, LazyPartBoundary, useLazyPart, type LazyPartCode } from './LazyPart';

const ThePart = () => <p>The part itself</p>;
const Held = () => <div data-testid="held-place" />;
const missing = () => new TypeError('Failed to fetch dynamically imported module: /assets/no-such-part.js');

function Page({ code }: { code: LazyPartCode<object> }) {
  const [Part, loadAgain] = useLazyPart(code);
  return (
    <main>
      <h1>The page</h1>
      <LazyPartBoundary fallback={<Held />} onRetry={loadAgain}>
        <Part />
      </LazyPartBoundary>
    </main>
  );
}

let connection: ReturnType<typeof controlConnection>;
beforeEach(() => {
  connection = controlConnection();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('a part of a page whose code did not arrive', () => {
  it('holds its place as the connection goes, and shows once the browser is back online', async () => {
    const load = vi
      .fn()
      .mockImplementationOnce(() => {
        connection.set(false);
        return Promise.reject(missing());
      })
      .mockResolvedValue({ default: ThePart });
    renderWithProviders(<Page code={lazyPart(load)} />);
    expect(await screen.findByTestId('held-place')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    connection.set(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('The part itself')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is tried again at once when the connection was back before its failure was shown', async () => {
    let retried = false;
    // Out of reach (offline) until the boundary asks again.
    function Part() {
      if (retried) return <ThePart />;
      connection.set(false);
      throw missing();
    }
    // The connection is back, its 'online' event gone by, while React shows the failure.
    function BackOnline() {
      connection.set(true);
      return <Held />;
    }
    renderWithProviders(
      <LazyPartBoundary fallback={<BackOnline />} onRetry={() => (retried = true)}>
        <Part />
      </LazyPartBoundary>,
    );
    expect(await screen.findByText('The part itself')).toBeInTheDocument();
  });

  it('out of reach online, on both tries: its place stays held and the page is not reloaded under the member', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(missing()));
    renderWithProviders(<Page code={lazyPart(load)} />);
    expect(await screen.findByTestId('held-place')).toBeInTheDocument();
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('memberPortal.reloadedForNewVersion')).toBeNull();
  });

  it('once arrived, is drawn at once when mounted again: no placeholder, no second import', async () => {
    const load = vi.fn().mockResolvedValue({ default: ThePart });
    const code = lazyPart(load);
    const first = renderWithProviders(<Page code={code} />);
    expect(await screen.findByText('The part itself')).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<Page code={code} />);
    expect(screen.getByText('The part itself')).toBeInTheDocument();
    expect(screen.queryByTestId('held-place')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

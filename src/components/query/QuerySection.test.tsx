import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ResponseValidationError } from '@/lib/http';
import { renderWithProviders, signedInMember } from '../../../tests/render';
import { QuerySection } from './QuerySection';

function Section({ load, enabled = true }: { load: () => Promise<string[]>; enabled?: boolean }) {
  const query = useQuery({ queryKey: ['section', load], queryFn: load, enabled });
  return (
    <QuerySection title="Receipts" query={query} isEmpty={(rows) => rows.length === 0}>
      {(rows) => <p>{rows.join(', ')}</p>}
    </QuerySection>
  );
}

const httpError = (status: number) => new ApiError({ kind: 'http', status, operation: 'op', message: 'op failed' });

describe('QuerySection', () => {
  it('shows a skeleton while loading, and while it waits for the store', () => {
    renderWithProviders(<Section load={() => new Promise(() => undefined)} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('region', { name: 'Receipts' })).toBeInTheDocument();
  });

  it('draws the given placeholder instead of a skeleton shape while loading, and the content in its place after', async () => {
    let answer: (rows: string[]) => void = () => undefined;
    function Placed() {
      const query = useQuery({
        queryKey: ['placed'],
        queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
      });
      return (
        <QuerySection title="Figures" query={query} placeholder={<div data-testid="exact-size" />}>
          {(rows) => <p>{rows.join(', ')}</p>}
        </QuerySection>
      );
    }
    renderWithProviders(<Placed />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('status')).toContainElement(screen.getByTestId('exact-size'));
    answer(['seven']);
    expect(await screen.findByText('seven')).toBeInTheDocument();
    expect(screen.queryByTestId('exact-size')).not.toBeInTheDocument();
  });

  it('waits without calling while disabled (no store yet)', () => {
    const load = vi.fn(() => Promise.resolve(['a']));
    renderWithProviders(<Section load={load} enabled={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the data', async () => {
    renderWithProviders(<Section load={() => Promise.resolve(['first', 'second'])} />);
    expect(await screen.findByText('first, second')).toBeInTheDocument();
  });

  it("shows 'No Record Found' for an empty list and for a 404", async () => {
    const { unmount } = renderWithProviders(<Section load={() => Promise.resolve([])} />);
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Section load={() => Promise.reject(httpError(404))} />);
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Try again after a 404, since the record may be there a moment later', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(httpError(404))
      .mockResolvedValueOnce(['arrived']);
    renderWithProviders(<Section load={load} />);
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('arrived')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each([
    [httpError(500), 'The server had a problem answering. Please try again.'],
    [httpError(403), 'Your account is not allowed to see this.'],
    [
      new ResponseValidationError('op', 200, ['x: expected string']),
      'The server sent an answer the portal cannot read. Please try again later.',
    ],
    [
      new ApiError({ kind: 'timeout', status: null, operation: 'op', message: 'late' }),
      'The server took too long to answer. Please try again.',
    ],
    [
      new ApiError({ kind: 'network', status: null, operation: 'op', message: 'down' }),
      'The server could not be reached. Check your connection and try again.',
    ],
    [new TypeError('boom'), 'Something went wrong, Please try again!'],
  ])('explains a failure (%s) in place and recovers with Try again', async (error, text) => {
    const user = userEvent.setup();
    const load = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(error).mockResolvedValueOnce(['recovered']);
    renderWithProviders(<Section load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('recovered')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers to sign in again when the server refused the session (401), where the identity method can renew it', async () => {
    const user = userEvent.setup();
    const renewSession = vi.fn(() => Promise.resolve());
    const { unmount } = renderWithProviders(<Section load={() => Promise.reject(httpError(401))} />, {
      auth: signedInMember({ method: 'b2c', renewSession }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session needs you to sign in again.');
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(renewSession).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    unmount();
    // The template method has no session to renew; a server fault is not the session's.
    const { unmount: unmountTemplate } = renderWithProviders(<Section load={() => Promise.reject(httpError(401))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session needs you to sign in again.');
    expect(screen.queryByRole('button', { name: 'Sign in again' })).not.toBeInTheDocument();
    unmountTemplate();
    renderWithProviders(<Section load={() => Promise.reject(httpError(500))} />, {
      auth: signedInMember({ method: 'b2c', renewSession }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem answering.');
    expect(screen.queryByRole('button', { name: 'Sign in again' })).not.toBeInTheDocument();
  });

  it('keeps an answer already shown when its refresh fails: the failure above it, the answer marked with its time', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockResolvedValueOnce(['kept'])
      .mockRejectedValueOnce(httpError(403))
      .mockResolvedValueOnce(['fresh']);
    function Refreshed() {
      const query = useQuery({ queryKey: ['refreshed'], queryFn: load });
      return (
        <>
          <button type="button" onClick={() => void query.refetch()}>
            Refresh
          </button>
          <QuerySection title="Receipts" query={query}>
            {(rows) => <p>{rows.join(', ')}</p>}
          </QuerySection>
        </>
      );
    }
    renderWithProviders(<Refreshed />);
    expect(await screen.findByText('kept')).toBeInTheDocument();
    expect(screen.queryByText(/^As of /)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is not allowed to see this.');
    expect(screen.getByText('kept')).toBeInTheDocument();
    expect(screen.getByText(/^As of /)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('fresh')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The note keeps its line, unseen, so nothing below it moves.
    expect(screen.getByText(/^As of /)).not.toBeVisible();
  });
});

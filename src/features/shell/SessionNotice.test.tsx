import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInMember } from '../../../tests/render';
import { SessionNotice } from './SessionNotice';

const minutes = (count: number) => Date.now() + count * 60_000;

describe('SessionNotice (before the session can no longer be renewed silently)', () => {
  it('says nothing while the session has long to run', () => {
    renderWithProviders(<SessionNotice />, {
      auth: signedInMember({ sessionEndsAt: minutes(120), renewSession: () => Promise.resolve() }),
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('warns in the last minutes and renews with one click', async () => {
    const renewSession = vi.fn(() => Promise.resolve());
    renderWithProviders(<SessionNotice />, { auth: signedInMember({ sessionEndsAt: minutes(5), renewSession }) });
    expect(screen.getByRole('status')).toHaveTextContent('Your session ends in 5 minutes.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(renewSession).toHaveBeenCalledOnce();
  });

  it('says nothing for an identity method that cannot tell (template flow)', () => {
    renderWithProviders(<SessionNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../../tests/render';
import { AuthFrame, type AuthPageVariant } from './AuthLayout';

function renderFrame(variant: AuthPageVariant, path = '/signin') {
  return renderWithProviders(
    <Routes>
      <Route element={<AuthFrame variant={variant} />}>
        <Route path="*" element={<h1>Page</h1>} />
      </Route>
    </Routes>,
    { path, auth: undefined },
  );
}

describe('AuthFrame: the two variants of every authentication page', () => {
  it.each<AuthPageVariant>(['card', 'split'])(
    '%s: one main landmark holding the page and the links between pages',
    (variant) => {
      renderFrame(variant);
      const main = screen.getByRole('main', { name: 'Member Portal sign-in' });
      expect(main).toHaveAttribute('data-variant', variant);
      expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Page' }));
      expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forget-password');
      expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    },
  );

  it('split: shows the portal name and tagline beside the form', () => {
    renderFrame('split');
    expect(screen.getByText('Member Portal')).toBeInTheDocument();
    expect(
      screen.getByText('Rebates, incentives, programs and point-of-sale material for your stores.'),
    ).toBeInTheDocument();
  });

  it('links back to sign-in from the other pages, and leaves the lock screen its own link', () => {
    renderFrame('card', '/signup');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  it('has no page links on the lock screen', () => {
    renderFrame('split', '/lock-screen');
    expect(screen.queryByRole('navigation', { name: 'Account help' })).not.toBeInTheDocument();
  });
});

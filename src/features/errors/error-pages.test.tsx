import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/render';

// The texts of the 500 and maintenance pages, at their addresses, in the rendered app.
describe('the status pages', () => {
  it.each([
    ['/error-pages/error-500', 'We are facing internal server error and working towards to fix it soon'],
    ['/error-pages/maintenance', 'Our site is under maintenance... We will be back shortly'],
  ])('%s says “%s”', async (path, text) => {
    localStorage.setItem('token', 'stored-session-token');
    const { router } = renderApp(path);
    expect(await screen.findByText(text, { exact: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});

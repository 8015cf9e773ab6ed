import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { expect } from 'vitest';

/** The API failing on its side, as the contract's ServerError example says it. */
export const serverError = (status = 500) =>
  HttpResponse.json({ error: 'Something went wrong, Please try again!', code: 'server_error' }, { status });

/** A page whose section's first call fails: the translated message in an alert, then Try again brings its table. */
export async function expectTryAgainRecovers(
  renderPage: () => unknown,
  table: string,
  message = 'The server had a problem answering. Please try again.',
): Promise<void> {
  const user = userEvent.setup();
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: table })).toBeInTheDocument();
}

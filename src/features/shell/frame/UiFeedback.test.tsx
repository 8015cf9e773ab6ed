import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchUi, getUiState } from '@/lib/ui-state';
import { TestIntl } from '../../../../tests/render';
import { UiFeedback } from './UiFeedback';

function renderFeedback() {
  const router = createMemoryRouter([{ path: '/', element: <UiFeedback /> }]);
  return render(
    <MantineProvider env="test">
      <TestIntl>
        <RouterProvider router={router} />
      </TestIntl>
    </MantineProvider>,
  );
}

afterEach(() => {
  act(() => dispatchUi({ type: 'fetchSuccess' }));
});

describe('the global view of the common UI state', () => {
  it('shows the loader while a fetch runs, and hides it when it ends', () => {
    renderFeedback();
    expect(screen.queryByRole('progressbar', { name: 'Loading the page' })).not.toBeInTheDocument();
    act(() => dispatchUi({ type: 'fetchStart' }));
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    act(() => dispatchUi({ type: 'fetchSuccess' }));
    expect(screen.queryByRole('progressbar', { name: 'Loading the page' })).not.toBeInTheDocument();
  });

  it('turns a success message into a snackbar and clears it from the state', async () => {
    renderFeedback();
    act(() => dispatchUi({ type: 'showMessage', message: 'Newsletter subscription saved' }));
    expect(await screen.findByText('Newsletter subscription saved')).toBeInTheDocument();
    expect(getUiState().message).toBe('');
  });

  it('turns a fetch error into an error snackbar and stops the loader', async () => {
    renderFeedback();
    act(() => dispatchUi({ type: 'fetchStart' }));
    act(() => dispatchUi({ type: 'fetchError', error: 'Something went wrong, Please try again!' }));
    expect(await screen.findByText('Something went wrong, Please try again!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(getUiState()).toMatchObject({ error: '', loading: false });
  });
});

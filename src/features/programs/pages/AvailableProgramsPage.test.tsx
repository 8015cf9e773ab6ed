import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetMember } from '@/lib/member';
import { signInMaria } from '../../../../tests/member';
import { renderWithProviders } from '../../../../tests/render';
import { expectTryAgainRecovers } from '../../../../tests/sections';
import { server } from '../../../../tests/setup/msw-server';
import AvailableProgramsPage from './AvailableProgramsPage';

beforeEach(() => {
  signInMaria();
});
afterEach(() => resetMember());

const renderPage = () => renderWithProviders(<AvailableProgramsPage />, { path: '/programs/available' });
const table = () => screen.getByRole('table', { name: 'Programs offered to this store' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('Available Programs page', () => {
  it('lists every program offered, those to join first, with whether the store has it, distributor and account', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    renderPage();
    await screen.findByRole('table', { name: 'Programs offered to this store' });
    expect(screen.getByText('3 programs to join · 4 enrolled')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(7);
    const statuses = bodyRows().map((row) => (within(row).queryByText('Enrolled') ? 'Enrolled' : 'Not enrolled'));
    expect(statuses).toEqual([
      'Not enrolled',
      'Not enrolled',
      'Not enrolled',
      'Enrolled',
      'Enrolled',
      'Enrolled',
      'Enrolled',
    ]);
    const coffee = within(bodyRows().find((row) => within(row).queryByText('Blue Ridge Coffee Bar Partnership'))!);
    expect(coffee.getByText('Prairie Foodservice Supply')).toBeInTheDocument();
    expect(coffee.getByText('Account PFS-77105')).toBeInTheDocument();
    const ice = within(bodyRows().find((row) => within(row).queryByText('Polar Ice Merchandiser Placement'))!);
    expect(ice.getByText('No account yet')).toBeInTheDocument();
    expect(
      within(bodyRows().find((row) => within(row).queryByText('Summit Beverage Cold Vault Rebate'))!).getByText(
        'Co-op advertising',
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual(['/api/myavailableprograms/10482']);
    // An Enrol action for each program the store does not have, and none (no disabled stand-in) for the others.
    const enrolLinks = bodyRows().map(
      (row) =>
        within(row)
          .queryByRole('link', { name: /^Enrol in / })
          ?.getAttribute('href') ?? null,
    );
    expect(enrolLinks).toEqual([
      '/programs/available?enrol=PRG-108',
      '/programs/available?enrol=PRG-115',
      '/programs/available?enrol=PRG-131',
      null,
      null,
      null,
      null,
    ]);
  });

  it('filters by text', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Programs offered to this store' });
    await user.type(screen.getByLabelText('Filter'), 'insurance');
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0]!).getByText('Guardian Store Insurance Savings')).toBeInTheDocument();
  });

  it("says 'No Record Found' when nothing is offered, and for a store the server does not know (404)", async () => {
    server.use(
      http.get('*/myavailableprograms/:ibcNumber', () => HttpResponse.json({ ibcNumber: '10482', programs: [] })),
    );
    const { unmount } = renderPage();
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    unmount();
    server.use(
      http.get('*/myavailableprograms/:ibcNumber', () =>
        HttpResponse.json({ error: 'No Record Found', code: 'not_found' }, { status: 404 }),
      ),
    );
    renderPage();
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a failure in the section and recovers with Try again', async () => {
    server.use(http.get('*/myavailableprograms/:ibcNumber', () => HttpResponse.error(), { once: true }));
    await expectTryAgainRecovers(
      renderPage,
      'Programs offered to this store',
      'The server could not be reached. Check your connection and try again.',
    );
  });
});

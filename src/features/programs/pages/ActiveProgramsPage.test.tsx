import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetActiveProgramsResponseMock } from '@generated/api/programs/programs.msw';
import { resetMember, selectStore } from '@/lib/member';
import { signInMaria } from '../../../../tests/member';
import { renderWithProviders } from '../../../../tests/render';
import { expectTryAgainRecovers, serverError } from '../../../../tests/sections';
import { server } from '../../../../tests/setup/msw-server';
import ActiveProgramsPage from './ActiveProgramsPage';

beforeEach(() => {
  signInMaria(['10482', '10517']);
});
afterEach(() => resetMember());

const renderPage = () => renderWithProviders(<ActiveProgramsPage />, { path: '/programs/active' });
const table = () => screen.getByRole('table', { name: 'Programs this store is enrolled in' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('Active Programs page', () => {
  it('lists the store’s programs by name with category, benefit, distributor account and enrolment date', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    renderPage();
    await screen.findByRole('table', { name: 'Programs this store is enrolled in' });
    expect(bodyRows()).toHaveLength(4);
    const first = within(bodyRows()[0]!);
    expect(first.getByText('Brightway Card Processing')).toBeInTheDocument();
    expect(first.getByText('Services')).toBeInTheDocument();
    expect(first.getByText('Cooperative rate of 1.79% + $0.08 per card transaction')).toBeInTheDocument();
    expect(first.getByText('Account BWP-610482')).toBeInTheDocument();
    expect(first.getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(asked).toEqual(['/api/myactiveprograms/10482']);
  });

  it('filters by the text of a program and its distributor account', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Programs this store is enrolled in' });
    await user.type(screen.getByLabelText('Filter'), 'MWD-448210');
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0]!).getByText('Crunch Country Snacks Growth Program')).toBeInTheDocument();
  });

  it('shows the new store’s programs after a store switch, asked for with its number', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    server.use(
      http.get('*/myactiveprograms/:ibcNumber', ({ params }) => {
        const mock = getGetActiveProgramsResponseMock();
        return HttpResponse.json(
          params.ibcNumber === '10517' ? { ibcNumber: '10517', programs: mock.programs.slice(0, 1) } : mock,
        );
      }),
    );
    renderPage();
    await screen.findByText('1–4 of 4');
    act(() => selectStore('10517'));
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    expect(screen.queryByText('Brightway Card Processing')).not.toBeInTheDocument();
    expect(asked).toEqual(['/api/myactiveprograms/10482', '/api/myactiveprograms/10517']);
  });

  it("says 'No Record Found' when the store has no active program", async () => {
    server.use(
      http.get('*/myactiveprograms/:ibcNumber', () => HttpResponse.json({ ibcNumber: '10482', programs: [] })),
    );
    renderPage();
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
  });

  it('explains a failure in the section and recovers with Try again', async () => {
    server.use(http.get('*/myactiveprograms/:ibcNumber', () => serverError(), { once: true }));
    await expectTryAgainRecovers(renderPage, 'Programs this store is enrolled in');
  });

  it('treats an answer that breaks the contract as a failure', async () => {
    server.use(http.get('*/myactiveprograms/:ibcNumber', () => HttpResponse.json({ programs: 'none' })));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an answer the portal cannot read. Please try again later.',
    );
  });
});

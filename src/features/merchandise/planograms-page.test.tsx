import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetPlanogramsResponseMock } from '@generated/api/merchandise/merchandise.msw';
import { resetMember, selectStore } from '@/lib/member';
import { signInMaria } from '../../../tests/member';
import { renderWithProviders } from '../../../tests/render';
import { expectTryAgainRecovers, serverError } from '../../../tests/sections';
import { server } from '../../../tests/setup/msw-server';
import PlanogramsPage from './pages/PlanogramsPage';

beforeEach(() => {
  signInMaria(['10482', '11093']);
});
afterEach(() => resetMember());

const renderPage = () => renderWithProviders(<PlanogramsPage />, { path: '/merchandise/planograms' });
const table = () => screen.getByRole('table', { name: 'Shelf layouts for this store' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('Planograms page', () => {
  it('lists the store’s planograms newest first with category, fixture, effective date and PDF', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Shelf layouts for this store' });
    expect(bodyRows()).toHaveLength(3);
    const newest = within(bodyRows()[0]!);
    expect(newest.getByText('Cold Vault: Holiday 2026 Reset')).toBeInTheDocument();
    expect(newest.getByText('Beverages')).toBeInTheDocument();
    expect(newest.getByText('6-door cooler')).toBeInTheDocument();
    expect(newest.getByText('Nov 30, 2026')).toBeInTheDocument();
    const pdf = newest.getByRole('link', {
      name: 'Open the planogram Cold Vault: Holiday 2026 Reset (PDF, opens in a new tab)',
    });
    expect(pdf).toHaveAttribute('href', 'https://documents.example.com/planograms/PLN-2026-41.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(within(bodyRows()[2]!).getByText('Dairy Case: Q4 2026')).toBeInTheDocument();
  });

  it('filters by text', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Shelf layouts for this store' });
    await user.type(screen.getByLabelText('Filter'), 'gondola');
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0]!).getByText('Salty Snacks: Winter Set')).toBeInTheDocument();
  });

  it('asks again with the new number after a store switch and never shows the old store’s rows', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    server.use(
      http.get('*/myplanogram/:ibcNumber', ({ params }) => {
        const mock = getGetPlanogramsResponseMock();
        return HttpResponse.json(
          params.ibcNumber === '11093' ? { ibcNumber: '11093', planograms: mock.planograms.slice(2) } : mock,
        );
      }),
    );
    renderPage();
    await screen.findByText('1–3 of 3');
    act(() => selectStore('11093'));
    expect(screen.queryByText('Cold Vault: Holiday 2026 Reset')).not.toBeInTheDocument();
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    expect(asked).toEqual(['/api/myplanogram/10482', '/api/myplanogram/11093']);
  });

  it("says 'No Record Found' when the store has no planogram", async () => {
    server.use(http.get('*/myplanogram/:ibcNumber', () => HttpResponse.json({ ibcNumber: '10482', planograms: [] })));
    renderPage();
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
  });

  it('explains a failure in the section and recovers with Try again', async () => {
    server.use(http.get('*/myplanogram/:ibcNumber', () => serverError(), { once: true }));
    await expectTryAgainRecovers(renderPage, 'Shelf layouts for this store');
  });
});

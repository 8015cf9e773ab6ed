import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetFifthCheckStatementsResponseMock } from '@generated/api/rebates/rebates.msw';
import { resetMember } from '@/lib/member';
import { signInMaria } from '../../../../tests/member';
import { renderWithProviders } from '../../../../tests/render';
import { expectTryAgainRecovers, serverError } from '../../../../tests/sections';
import { server } from '../../../../tests/setup/msw-server';
import FifthCheckPage from './FifthCheckPage';

beforeEach(() => {
  signInMaria();
});
afterEach(() => resetMember());

const renderPage = () => renderWithProviders(<FifthCheckPage />, { path: '/rebate/fifth-check' });
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Fifth check statements' }))
    .getAllByRole('row')
    .slice(1);

describe('Fifth Check page', () => {
  it('lists the statements newest first with the total of the checks', async () => {
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url)));
    renderPage();
    await screen.findByRole('table', { name: 'Fifth check statements' });
    expect(bodyRows()).toHaveLength(4);
    const newest = within(bodyRows()[0]!);
    expect(newest.getByText('2026 Q3')).toBeInTheDocument();
    expect(newest.getByText('Jul 1 – Sep 30, 2026')).toBeInTheDocument();
    expect(newest.getByText('504812')).toBeInTheDocument();
    expect(newest.getByText('$1,644.63')).toBeInTheDocument();
    expect(within(bodyRows()[3]!).getByText('2025 Q4')).toBeInTheDocument();
    expect(screen.getByTestId('total-checks')).toHaveTextContent('$6,373.00');
    expect(asked.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { ibcNumber: '10482', emailAddress: 'member@example.com' },
    ]);
  });

  it('opens a statement’s lines, closes with Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Fifth check statements' });
    const opener = screen.getByRole('button', { name: 'Details of the fifth check 2026 Q2' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Fifth check 2026 Q2' });
    // The quarter's first and last day, the API's calendar dates whatever the member's time zone.
    expect(within(dialog).getByText('Apr 1 – Jun 30, 2026')).toBeInTheDocument();
    const lines = within(within(dialog).getByRole('table', { name: 'How the check adds up' })).getAllByRole('row');
    // Header, four lines (two patronage shares, a correction, the dues), the check amount.
    expect(lines).toHaveLength(6);
    expect(within(lines[1]!).getByText('Warehouse purchases patronage')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('$103,880.00')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('1.25%')).toBeInTheDocument();
    expect(within(lines[4]!).getByText('-$45.00')).toBeInTheDocument();
    expect(within(lines[4]!).getAllByText('None')).toHaveLength(2);
    expect(within(lines[5]!).getByText('$1,752.68')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Statement PDF (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://documents.example.com/rebates/fifth-check/FC-2026-Q2-10482.pdf',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("says 'No Record Found' when the store has no statements", async () => {
    server.use(
      http.get('*/myfifthcheckapi', () =>
        HttpResponse.json({ ...getGetFifthCheckStatementsResponseMock(), statements: [] }),
      ),
    );
    renderPage();
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
  });

  it('explains a failure in the section and recovers with Try again', async () => {
    server.use(http.get('*/myfifthcheckapi', () => serverError(), { once: true }));
    await expectTryAgainRecovers(renderPage, 'Fifth check statements');
  });

  it('treats a statement without lines as an answer that breaks the contract', async () => {
    const mock = getGetFifthCheckStatementsResponseMock();
    server.use(
      http.get('*/myfifthcheckapi', () =>
        HttpResponse.json({ ...mock, statements: mock.statements.map(({ lines: _lines, ...statement }) => statement) }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an answer the portal cannot read. Please try again later.',
    );
  });
});

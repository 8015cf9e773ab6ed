import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetNewslettersResponseMock } from '@generated/api/newsletter/newsletter.msw';
import { resetMember, selectStore } from '@/lib/member';
import { signInMaria } from '../../../tests/member';
import { renderWithProviders } from '../../../tests/render';
import { server } from '../../../tests/setup/msw-server';
import NewsletterPage from './pages/NewsletterPage';

let requested: string[] = [];

beforeEach(() => {
  requested = [];
  signInMaria(['10482', '10517']);
  server.use(
    http.get('*/api/mynewsletterapi/:ibcNumber', ({ params }) => {
      requested.push(String(params.ibcNumber));
      const base = getGetNewslettersResponseMock();
      if (params.ibcNumber !== '10517') return HttpResponse.json(base);
      // Out of order on purpose: the page shows the newest first whatever order the server sends.
      const fuel = {
        id: 'NL-2026-Q4-FUEL',
        title: 'Fuel Retailer Supplement: Q4 2026',
        issueDate: '2026-11-16',
        summary: 'Winter blend changeover.',
        pdfUrl: 'https://documents.example.com/newsletters/2026-q4-fuel-supplement.pdf',
      };
      return HttpResponse.json({ ibcNumber: '10517', newsletters: [base.newsletters[2], fuel, base.newsletters[0]] });
    }),
  );
});
afterEach(() => resetMember());

const titles = () =>
  within(screen.getByRole('table', { name: 'Newsletter issues' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('p')?.textContent);

describe('/newsletter', () => {
  it('lists the issues newest first, each to open in a new tab or download', async () => {
    renderWithProviders(<NewsletterPage />, { path: '/newsletter' });
    await screen.findByRole('table', { name: 'Newsletter issues' });
    expect(titles()).toEqual([
      'December 2026: Holiday Sales Playbook',
      'November 2026: Year-End Rebate Checklist',
      'October 2026: Cold Vault Season Wrap-Up',
    ]);
    expect(screen.getByText('Dec 1, 2026')).toBeInTheDocument();
    const open = screen.getByRole('link', {
      name: 'Open “December 2026: Holiday Sales Playbook” (PDF, opens in a new tab)',
    });
    expect(open).toHaveAttribute('href', 'https://documents.example.com/newsletters/2026-12-member-newsletter.pdf');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    const download = screen.getByRole('link', { name: 'Download “December 2026: Holiday Sales Playbook” (PDF)' });
    expect(download).toHaveAttribute('download');
    expect(download).toHaveAttribute('href', 'https://documents.example.com/newsletters/2026-12-member-newsletter.pdf');
    expect(requested).toEqual(['10482']);
  });

  it('filters by title or summary', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewsletterPage />, { path: '/newsletter' });
    await screen.findByRole('table', { name: 'Newsletter issues' });
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'creamer');
    expect(titles()).toEqual(['October 2026: Cold Vault Season Wrap-Up']);
  });

  it('switching store lists that store’s issues, newest first, and nothing of the old list', async () => {
    renderWithProviders(<NewsletterPage />, { path: '/newsletter' });
    await screen.findByRole('table', { name: 'Newsletter issues' });
    act(() => selectStore('10517'));
    expect(screen.queryByRole('table', { name: 'Newsletter issues' })).not.toBeInTheDocument();
    expect(await screen.findByText('Fuel Retailer Supplement: Q4 2026')).toBeInTheDocument();
    expect(titles()).toEqual([
      'December 2026: Holiday Sales Playbook',
      'Fuel Retailer Supplement: Q4 2026',
      'October 2026: Cold Vault Season Wrap-Up',
    ]);
    expect(requested).toEqual(['10482', '10517']);
  });

  it("says 'No Record Found' when the store has no issues", async () => {
    server.use(
      http.get('*/api/mynewsletterapi/:ibcNumber', () => HttpResponse.json({ ibcNumber: '10482', newsletters: [] })),
    );
    renderWithProviders(<NewsletterPage />, { path: '/newsletter' });
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
  });

  it('shows a failure with Try again, and recovers', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/mynewsletterapi/:ibcNumber', () => HttpResponse.json({ error: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    renderWithProviders(<NewsletterPage />, { path: '/newsletter' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem answering. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Newsletter issues' })).toBeInTheDocument();
  });

  it('treats an issue without a PDF address as a broken answer, not a blank page', async () => {
    server.use(
      http.get('*/api/mynewsletterapi/:ibcNumber', () =>
        HttpResponse.json({
          ibcNumber: '10482',
          newsletters: [{ id: 'x', title: 'No link', issueDate: '2026-12-01', summary: 's' }],
        }),
      ),
    );
    renderWithProviders(<NewsletterPage />, { path: '/newsletter' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an answer the portal cannot read. Please try again later.',
    );
  });
});

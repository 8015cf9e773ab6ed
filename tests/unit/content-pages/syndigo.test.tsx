import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import syndigo from 'virtual:portal-content/syndigo';
import { contentRoutePage, expectEveryContentText, expectSafeExternalLinks } from '../../content-page';
import { loadCatalogs, renderWithLanguages, renderWithProviders } from '../../render';

// Each page as the router shows it: the route's content file in the content renderer, no page file.
const SyndigoPage = await contentRoutePage('syndigo');

describe('Syndigo (config/content/syndigo.json)', () => {
  it('shows the service, what members get, how to start and whom to ask', () => {
    renderWithProviders(<SyndigoPage />, { path: '/merchandise/syndigo' });
    expectEveryContentText(syndigo);
    const benefits = within(screen.getByRole('region', { name: 'What members get' })).getAllByRole('heading', {
      level: 3,
    });
    expect(benefits.map((heading) => heading.textContent)).toEqual([
      'Product pictures',
      'Complete product data',
      'Ready for delivery apps',
      'Always up to date',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Member services' })).getByRole('link', {
        name: 'memberservices@example.com',
      }),
    ).toHaveAttribute('href', 'mailto:memberservices@example.com');
  });

  it('links to Syndigo’s website in a new tab, said to screen readers, with rel noopener', () => {
    renderWithProviders(<SyndigoPage />, { path: '/merchandise/syndigo' });
    const visits = screen.getAllByRole('link', { name: 'Visit Syndigo (opens in a new tab)' });
    expect(visits).toHaveLength(2);
    for (const link of visits) expect(link).toHaveAttribute('href', 'https://www.syndigo.com/');
    expectSafeExternalLinks();
  });

  it('reads in the member’s language: Arabic from the catalog, right to left', async () => {
    await loadCatalogs('ar');
    renderWithLanguages(<SyndigoPage />, { locale: 'ar', path: '/merchandise/syndigo' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'محتوى منتجات يبيع، على كل شاشة' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'زُر Syndigo (يُفتح في علامة تبويب جديدة)' })).toHaveLength(2);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.queryByText('What Syndigo does')).not.toBeInTheDocument();
  });
});

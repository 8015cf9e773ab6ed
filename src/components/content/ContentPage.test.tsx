import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseContentFile, type PageContent } from '@/lib/config/content';
import { renderWithProviders } from '../../../tests/render';
import { ContentPage } from './ContentPage';

// The fixtures reuse texts of config/content/coolers.json, so each one is in the test catalog (a text missing from
// the catalog fails a test).
const t = (messageId: string, text: string) => ({ messageId: `content.coolers.${messageId}`, text });
const coolersText = {
  title: t('intro.title', 'Coolers placed and serviced by your vendors'),
  lead: t(
    'programs.intro',
    'Each program is run by the vendor named on it. Delivery, installation and repairs are part of the program.',
  ),
  steps: t('request.title', 'How to request a cooler'),
  measure: t('request.measure.title', 'Measure the space'),
  choose: t('request.choose.title', 'Choose a program'),
  desk: t('contact.title', 'Cooler program desk'),
  note: t(
    'ownership',
    'A cooler stays the vendor’s property. If it is stocked with other brands or moved without notice, the vendor may take it back.',
  ),
  more: t('more.title', 'More help'),
  manager: t('more.manager', 'Contact your regional manager'),
};

function content(raw: unknown): PageContent {
  const result = parseContentFile('coolers', raw, { routePaths: new Map([['accountDetails', '/account-details']]) });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.content;
}

const page = (blocks: unknown[], intro: Record<string, unknown> = {}) =>
  content({ intro: { title: coolersText.title, lead: coolersText.lead, ...intro }, blocks });

describe('ContentPage', () => {
  it('puts contacts and links beside the main blocks, and a block where its file places it', () => {
    renderWithProviders(
      <ContentPage
        content={page([
          {
            type: 'steps',
            title: coolersText.steps,
            items: [{ title: coolersText.measure }, { title: coolersText.choose }],
          },
          { type: 'contact', title: coolersText.desk, email: 'coolers@example.com' },
          {
            type: 'links',
            title: coolersText.more,
            placement: 'main',
            links: [{ label: coolersText.manager, route: 'accountDetails', tab: 'manager' }],
          },
        ])}
      />,
    );
    const [hero, steps, desk, more] = [
      'Coolers placed and serviced by your vendors',
      'How to request a cooler',
      'Cooler program desk',
      'More help',
    ].map((name) => screen.getByRole('region', { name }));
    expect(steps!.parentElement).toBe(more!.parentElement);
    expect(desk!.parentElement).not.toBe(steps!.parentElement);
    expect(hero!.parentElement).not.toBe(steps!.parentElement);
  });

  it('keeps a single column when every block sits aside', () => {
    const { container } = renderWithProviders(
      <ContentPage content={page([{ type: 'contact', title: coolersText.desk, phone: '+1 800 555 0142' }])} />,
    );
    expect(screen.getByRole('link', { name: '+1 800 555 0142' })).toHaveAttribute('href', 'tel:+18005550142');
    const desk = screen.getByRole('region', { name: 'Cooler program desk' });
    expect(desk.parentElement?.parentElement?.children).toHaveLength(1);
    expect(container.querySelectorAll('section')).toHaveLength(2);
  });

  it('numbers steps, shows a note as a note (not an alert) and passes a link’s navigation state', () => {
    renderWithProviders(
      <ContentPage
        content={page(
          [
            {
              type: 'steps',
              title: coolersText.steps,
              items: [{ title: coolersText.measure }, { title: coolersText.choose }],
            },
            { type: 'note', tone: 'warning', text: coolersText.note },
          ],
          { links: [{ label: coolersText.manager, route: 'accountDetails', tab: 'manager', primary: true }] },
        )}
      />,
    );
    const steps = within(screen.getByRole('region', { name: 'How to request a cooler' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Measure the space', '2Choose a program']);
    expect(screen.getByRole('note')).toHaveTextContent('A cooler stays the vendor’s property.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact your regional manager' })).toHaveAttribute(
      'href',
      '/account-details?tab=manager',
    );
  });

  it('shows only the store badges an app has', () => {
    renderWithProviders(
      <ContentPage
        content={page([{ type: 'note', tone: 'info', text: coolersText.note }], {
          apps: { googlePlay: 'https://play.google.com/store/apps/details?id=x' },
        })}
      />,
    );
    const badges = within(screen.getByRole('list', { name: 'Download the app' })).getAllByRole('link');
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveAccessibleName('Get it on Google Play (opens in a new tab)');
    expect(badges[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

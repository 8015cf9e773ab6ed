import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import easystoreDash from 'virtual:portal-content/easystore-dash';
import easystoreEats from 'virtual:portal-content/easystore-eats';
import easystorePro from 'virtual:portal-content/easystore-pro';
import type { PageContent } from '@/lib/config';
import { contentRoutePage, expectEveryContentText, expectSafeExternalLinks } from '../../content-page';
import { renderWithProviders } from '../../render';

// Each page as the router shows it: the route's content file in the content renderer, no page file.
const EasystoreDashPage = await contentRoutePage('easystoreDash');
const EasystoreEatsPage = await contentRoutePage('easystoreEats');
const EasystoreProPage = await contentRoutePage('easystorePro');

const apps: {
  name: string;
  Page: ComponentType;
  content: PageContent;
  pitch: string;
  features: string[];
  appStore: string;
  googlePlay: string;
}[] = [
  {
    name: 'Easystore Pro',
    Page: EasystoreProPage,
    content: easystorePro,
    pitch: 'Run your store from your phone',
    features: ['Scan to count', 'Order from distributors', 'Change prices', 'Daily sales'],
    appStore: 'https://apps.apple.com/us/app/easystore-pro/id6450000101',
    googlePlay: 'https://play.google.com/store/apps/details?id=com.example.easystore.pro',
  },
  {
    name: 'Easystore Dash',
    Page: EasystoreDashPage,
    content: easystoreDash,
    pitch: 'All your stores at a glance',
    features: ['Live sales', 'Alerts that matter', 'Every store side by side', 'Rebates and incentives'],
    appStore: 'https://apps.apple.com/us/app/easystore-dash/id6450000102',
    googlePlay: 'https://play.google.com/store/apps/details?id=com.example.easystore.dash',
  },
  {
    name: 'Easystore Eats',
    Page: EasystoreEatsPage,
    content: easystoreEats,
    pitch: 'Sell your kitchen’s food online',
    features: ['Your own menu', 'Order ahead', 'Delivery', 'Paid in the app'],
    appStore: 'https://apps.apple.com/us/app/easystore-eats/id6450000103',
    googlePlay: 'https://play.google.com/store/apps/details?id=com.example.easystore.eats',
  },
];

describe.each(apps)('$name', ({ Page, content, pitch, features, appStore, googlePlay }) => {
  it('shows its pitch, its features and the support contact', () => {
    renderWithProviders(<Page />);
    expectEveryContentText(content);
    expect(screen.getByRole('heading', { level: 2, name: pitch })).toBeInTheDocument();
    const shown = within(screen.getAllByRole('region')[1]!).getAllByRole('heading', { level: 3 });
    expect(shown.map((heading) => heading.textContent)).toEqual(features);
    expect(
      within(screen.getByRole('region', { name: 'Easystore support' })).getByRole('link', {
        name: 'support@easystore.example.com',
      }),
    ).toHaveAttribute('href', 'mailto:support@easystore.example.com');
  });

  it('links to its App Store and Google Play pages with the store badges', () => {
    renderWithProviders(<Page />);
    const badges = within(screen.getByRole('list', { name: 'Download the app' })).getAllByRole('link');
    expect(badges.map((badge) => [badge.textContent, badge.getAttribute('href')])).toEqual([
      ['Download on the App Store (opens in a new tab)', appStore],
      ['Get it on Google Play (opens in a new tab)', googlePlay],
    ]);
    expectSafeExternalLinks();
  });
});

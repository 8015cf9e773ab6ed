import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { defineMessage, useIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import * as catalogs from './catalogs';
import { I18nProvider } from './I18nProvider';

const tryAgain = defineMessage({
  id: 'common.tryAgain',
  defaultMessage: 'Try again',
  description: 'Button that repeats what failed',
});

function Text() {
  return <p>{useIntl().formatMessage(tryAgain)}</p>;
}

describe('I18nProvider', () => {
  it('falls back to English when the chosen language’s catalog fails to load', async () => {
    const load = catalogs.loadMessages;
    vi.spyOn(catalogs, 'loadMessages').mockImplementation((locale) =>
      locale === 'fr' ? Promise.reject(new TypeError('Failed to fetch')) : load(locale),
    );
    render(
      <I18nProvider initialLocale="fr">
        <Text />
      </I18nProvider>,
    );
    expect(await screen.findByText('Try again')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('shows the English texts of the code when no catalog loads at all, without console errors', async () => {
    vi.spyOn(catalogs, 'loadMessages').mockRejectedValue(new TypeError('Failed to fetch'));
    const errors = vi.spyOn(console, 'error');
    render(
      <I18nProvider initialLocale="it">
        <Text />
      </I18nProvider>,
    );
    expect(await screen.findByText('Try again')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders English at once from the code, downloading no catalog (the first paint waits for none)', () => {
    const load = vi.spyOn(catalogs, 'loadMessages');
    render(
      <I18nProvider initialLocale="en" fallback={<p>loading</p>}>
        <Text />
      </I18nProvider>,
    );
    expect(screen.getByText('Try again')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});

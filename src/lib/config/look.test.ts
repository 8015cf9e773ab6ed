import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLookConfig, readPortalConfig } from '../../../scripts/portal-config-plugin';
import { qrPath } from '../../../scripts/qr-path';
import { resolveLookConfig } from './look';
import type { LookFileName } from './schema';

const root = path.resolve(import.meta.dirname, '../../..');
const files: LookFileName[] = ['footer.json', 'ads.json', 'demo-messages.json'];
const routes = readPortalConfig(root).config!.routes;
const realLook = () =>
  Object.fromEntries(
    files.map((name) => [name, JSON.parse(readFileSync(path.join(root, 'config', name), 'utf8'))]),
  ) as Record<LookFileName, any>;

function errorsFor(edit: (raw: Record<LookFileName, any>) => void): string[] {
  const raw = realLook();
  edit(raw);
  const result = resolveLookConfig(raw, routes);
  return result.ok ? [] : result.errors;
}

describe('the look’s config files as shipped', () => {
  it('are valid, with the footer groups, four demo messages and a QR code per app', () => {
    const { look, errors } = readLookConfig(root, routes);
    expect(errors).toEqual([]);
    expect(look!.footer.helpCenter.regionalManager.label.defaultMessage).toBe('Contact Your Regional Manager');
    expect(look!.footer.regionalManagerPath).toBe('/account-details');
    expect(look!.footer.helpCenter.regionalManager.tab).toBe('manager');
    expect(look!.footer.services.links).toHaveLength(4);
    expect(look!.footer.social.links.map((link) => link.network)).toEqual(['facebook', 'linkedin']);
    expect(look!.footer.templateFooter.buyNow.label.defaultMessage).toBe('Buy Now');
    expect(look!.messages.messages).toHaveLength(4);
    expect(Object.keys(look!.qrCodes)).toEqual(look!.footer.mobileApps.apps.map((app) => app.id));
  });

  it('draws each QR code from its link (a different link gives a different code)', () => {
    const { look } = readLookConfig(root, routes);
    for (const app of look!.footer.mobileApps.apps) expect(look!.qrCodes[app.id]).toEqual(qrPath(app.href));
    expect(qrPath('https://a.example/')).not.toEqual(qrPath('https://b.example/'));
  });
});

describe('a broken look file is rejected with its file and field named', () => {
  it('names a link that is not https', () => {
    expect(errorsFor((raw) => (raw['footer.json'].services.links[2].href = 'http://fuel.example/'))).toContainEqual(
      expect.stringMatching(/^config\/footer\.json: services\.links\[2\]\.href: must be an https address/),
    );
  });

  it('names a misspelt key and a missing text', () => {
    expect(errorsFor((raw) => (raw['footer.json'].company.tittle = raw['footer.json'].company.title))).toContainEqual(
      expect.stringMatching(/^config\/footer\.json: company: .*tittle/),
    );
    expect(errorsFor((raw) => delete raw['ads.json'].banners[1].cta.defaultMessage)).toContainEqual(
      expect.stringMatching(/^config\/ads\.json: banners\[1\]\.cta\.defaultMessage: /),
    );
  });

  it('names a route that does not exist, and an ad pointing at no page', () => {
    expect(errorsFor((raw) => (raw['footer.json'].helpCenter.regionalManager.route = 'accountDetail'))).toContainEqual(
      "config/footer.json: helpCenter.regionalManager.route: unknown route id 'accountDetail'",
    );
    expect(errorsFor((raw) => (raw['demo-messages.json'].viewAllRoute = 'inbox'))).toContainEqual(
      "config/demo-messages.json: viewAllRoute: unknown route id 'inbox'",
    );
    expect(errorsFor((raw) => (raw['ads.json'].banners[0].href = '/merchandise/cooler'))).toContainEqual(
      "config/ads.json: banners[0].href: no route has the path '/merchandise/cooler'",
    );
  });

  it('names a demo message too many, an unknown network and an image outside public/', () => {
    expect(
      errorsFor((raw) => raw['demo-messages.json'].messages.push(raw['demo-messages.json'].messages[0])),
    ).toContainEqual('config/demo-messages.json: messages: the popover shows four demo messages');
    expect(errorsFor((raw) => (raw['footer.json'].social.links[0].network = 'myspace'))).toContainEqual(
      expect.stringMatching(/^config\/footer\.json: social\.links\[0\]\.network: /),
    );
    expect(errorsFor((raw) => (raw['ads.json'].banners[0].image = 'https://tracker.example/pixel.gif'))).toContainEqual(
      expect.stringMatching(/^config\/ads\.json: banners\[0\]\.image: must be an image under public/),
    );
  });
});

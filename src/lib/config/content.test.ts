import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentMessages } from '../../../scripts/content-messages.mjs';
import { readPortalConfig } from '../../../scripts/portal-config-plugin';
import { contentMessagePrefix, contentTexts, parseContentFile } from './content';

const root = path.resolve(import.meta.dirname, '../../..');
const folder = path.join(root, 'config/content');
const names = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .sort();
const readContent = (name: string) => JSON.parse(readFileSync(path.join(folder, `${name}.json`), 'utf8'));
const routePaths = new Map([
  ['coolers', '/merchandise/coolers'],
  ['availableCoolers', '/merchandise/availableCoolers'],
  ['accountDetails', '/account-details'],
  ['myPos', '/pos/my-pos'],
]);
const context = { routePaths, publicFileExists: (publicPath: string) => publicPath !== '/images/content/missing.svg' };

/** The errors for config/content/coolers.json after an edit. */
function errorsFor(edit: (raw: any) => void, name = 'coolers'): string[] {
  const raw = readContent(name);
  edit(raw);
  const result = parseContentFile(name, raw, context);
  return result.ok ? [] : result.errors;
}

describe('config/content as shipped', () => {
  it('holds the content of the eight pages without an API call', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'available-coolers',
        'coolers',
        'easystore-dash',
        'easystore-eats',
        'easystore-pro',
        'felonious-insurance',
        'order-custom-pos',
        'syndigo',
      ]),
    );
  });

  it('is valid against the real routes and pictures, and resolves in-app links to paths', () => {
    const { errors, content } = readPortalConfig(root);
    expect(errors).toEqual([]);
    const coolers = content?.coolers;
    expect(coolers?.intro.links?.[0]).toMatchObject({ kind: 'internal', to: '/merchandise/availableCoolers' });
    const links = coolers?.blocks.find((block) => block.type === 'links');
    expect(links?.type === 'links' && links.links[0]).toMatchObject({
      kind: 'internal',
      to: '/account-details?tab=manager',
      state: { tabValue: 1 },
    });
    expect(content?.syndigo?.intro.links?.[0]).toMatchObject({ kind: 'external', href: 'https://www.syndigo.com/' });
  });

  it.each(names)('%s.json: every message id has its file’s prefix and one English text', (name) => {
    const texts = contentTexts(readContent(name));
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) expect(text.messageId.startsWith(contentMessagePrefix(name)), text.messageId).toBe(true);
  });

  it('gives each Easystore app both store links', () => {
    for (const name of ['easystore-pro', 'easystore-dash', 'easystore-eats']) {
      const apps = readContent(name).intro.apps;
      expect(apps.appStore, name).toMatch(/^https:\/\/apps\.apple\.com\//);
      expect(apps.googlePlay, name).toMatch(/^https:\/\/play\.google\.com\//);
    }
  });
});

describe('a broken content file is rejected with its file and field named', () => {
  it('names a tab on a route that has none', () => {
    expect(errorsFor((raw) => (raw.intro.links[0].tab = 'manager'))).toContainEqual(
      expect.stringMatching(
        /^config\/content\/coolers\.json: intro\.links\[0\]\.tab: only route 'accountDetails' has tabs/,
      ),
    );
  });

  it('names a misspelt key', () => {
    expect(errorsFor((raw) => (raw.intro.leed = raw.intro.lead))).toContainEqual(
      expect.stringMatching(/^config\/content\/coolers\.json: intro: .*leed/),
    );
  });

  it('names a text without its English', () => {
    expect(errorsFor((raw) => delete raw.blocks[0].items[1].facts[0].value.text)).toContainEqual(
      expect.stringMatching(/^config\/content\/coolers\.json: blocks\[0\]\.items\[1\]\.facts\[0\]\.value\.text: /),
    );
  });

  it('names a message id outside the file’s prefix, and one id given two texts', () => {
    expect(errorsFor((raw) => (raw.intro.title.messageId = 'content.syndigo.intro.title'))).toContainEqual(
      'config/content/coolers.json: intro.title.messageId: must start with content.coolers.',
    );
    expect(
      errorsFor((raw) => (raw.blocks[1].items[1].title.messageId = 'content.coolers.request.measure.title')),
    ).toContainEqual(
      `config/content/coolers.json: blocks[1].items[1].title.messageId: 'content.coolers.request.measure.title' already means "Measure the space" at blocks[1].items[0].title`,
    );
  });

  it('names a text that would be read as an ICU message', () => {
    expect(errorsFor((raw) => (raw.intro.lead.text = 'Save {amount} today'))).toContainEqual(
      expect.stringMatching(/^config\/content\/coolers\.json: intro\.lead\.text: may not contain/),
    );
  });

  it('names an unknown block type', () => {
    expect(errorsFor((raw) => (raw.blocks[2].type = 'notice'))).toContainEqual(
      expect.stringMatching(/^config\/content\/coolers\.json: blocks\[2\]\.type: /),
    );
  });

  it('names a link to an unknown route, a link with both href and route, and an http address', () => {
    expect(errorsFor((raw) => (raw.intro.links[0].route = 'availableCooler'))).toContainEqual(
      "config/content/coolers.json: intro.links[0].route: unknown route id 'availableCooler'",
    );
    expect(errorsFor((raw) => (raw.intro.links[0].href = 'https://example.com/'))).toContainEqual(
      'config/content/coolers.json: intro.links[0]: needs exactly one of href (an https address) or route (a route id of config/routes.json)',
    );
    expect(errorsFor((raw) => (raw.intro.links[0].href = 'http://www.syndigo.com/'), 'syndigo')).toContainEqual(
      'config/content/syndigo.json: intro.links[0].href: must be an https address',
    );
  });

  it('names a missing picture and a picture without a decision on its alt text', () => {
    expect(errorsFor((raw) => (raw.intro.image.src = '/images/content/missing.svg'))).toContainEqual(
      'config/content/coolers.json: intro.image.src: no file public/images/content/missing.svg',
    );
    expect(errorsFor((raw) => delete raw.intro.image.alt)).toContainEqual(
      expect.stringMatching(/^config\/content\/coolers\.json: intro\.image\.alt: /),
    );
  });

  it('names a contact without e-mail or phone, and a malformed e-mail', () => {
    const contact = (raw: any) => raw.blocks.find((block: any) => block.type === 'contact');
    expect(errorsFor((raw) => (contact(raw).email = 'coolers.example.com'))).toContainEqual(
      expect.stringMatching(/^config\/content\/coolers\.json: blocks\[3\]\.email: must be an e-mail address/),
    );
    expect(
      errorsFor((raw) => {
        delete contact(raw).email;
        delete contact(raw).phone;
      }),
    ).toContainEqual('config/content/coolers.json: blocks[3]: a contact needs an email, a phone or both');
  });

  it('names an app-store link that is not on the store’s own site', () => {
    expect(errorsFor((raw) => (raw.intro.apps.googlePlay = 'https://example.com/app'), 'easystore-pro')).toContainEqual(
      'config/content/easystore-pro.json: intro.apps.googlePlay: must be an address on play.google.com',
    );
  });

  it('names a file whose name cannot become a message id prefix', () => {
    const parsed = parseContentFile('Coolers', readContent('coolers'), context);
    expect(parsed.ok ? [] : parsed.errors).toEqual([
      'config/content/Coolers.json: the file name must be lower-case words joined by - (it becomes the message id prefix)',
    ]);
  });

  it('stops npm test, npm start and npm run build: the config plugin reports it with the rest of config/', () => {
    // A copy of the project's config/ beside the real src/ and public/, with one content file broken.
    const copy = mkdtempSync(path.join(os.tmpdir(), 'content-config-'));
    try {
      cpSync(path.join(root, 'config'), path.join(copy, 'config'), { recursive: true });
      symlinkSync(path.join(root, 'src'), path.join(copy, 'src'));
      symlinkSync(path.join(root, 'public'), path.join(copy, 'public'));
      const raw = readContent('syndigo');
      raw.blocks[1].items[0].icon = 'camera-roll';
      writeFileSync(path.join(copy, 'config/content/syndigo.json'), JSON.stringify(raw));
      writeFileSync(path.join(copy, 'config/content/broken.json'), '{ "intro": ');
      const { errors, config } = readPortalConfig(copy);
      expect(config).toBeUndefined();
      expect(errors).toContainEqual(
        expect.stringMatching(/^config\/content\/syndigo\.json: blocks\[1\]\.items\[0\]\.icon: /),
      );
      expect(errors).toContainEqual(expect.stringMatching(/^config\/content\/broken\.json: .*JSON/));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('the i18n extraction of content texts', () => {
  const extracted = contentMessages(root);
  const english = JSON.parse(readFileSync(path.join(root, 'src/lib/i18n/catalogs/en.json'), 'utf8')) as Record<
    string,
    { defaultMessage: string; description?: string }
  >;

  it.each(names)('takes every text of %s.json into the English catalog, described for the translator', (name) => {
    const texts = contentTexts(readContent(name));
    for (const text of texts) {
      const first = texts.find((other) => other.messageId === text.messageId) ?? text;
      const found = extracted.find((message) => message.id === text.messageId);
      expect(found, text.messageId).toMatchObject({ defaultMessage: text.text, file: `config/content/${name}.json` });
      expect(found?.description, text.messageId).toMatch(
        text.description
          ? text.description
          : new RegExp(`config/content/${name}\\.json, ${first.path.replace(/[[\].]/g, '\\$&')}\\)$`),
      );
      expect(english[text.messageId], text.messageId).toEqual({
        defaultMessage: text.text,
        description: found?.description,
      });
    }
  });

  it('describes a text by the field that holds it', () => {
    const describe = (id: string) => extracted.find((message) => message.id === id)?.description;
    expect(describe('content.coolers.intro.title')).toBe(
      'A heading on a content page (config/content/coolers.json, intro.title)',
    );
    expect(describe('content.availableCoolers.oneDoor.alt')).toMatch(/^What a picture shows, read by screen readers/);
    expect(describe('content.feloniousInsurance.contact.name')).toMatch(/^The insurance carrier’s name/);
  });
});

import { z } from 'zod';
import { ACCOUNT_TABS } from './account-tabs.ts';
import { fileHeader, refersTo } from './schema-parts.ts';
import { contentIconNames } from './content-icons.ts';

// The schema of a content file, config/content/<name>.json (see content.ts for the API). Built per file by
// contentFileSchema(context), because a file is checked against the rest of config/ (route ids) and public/ (images).

export { contentIconNames, type ContentIconName } from './content-icons.ts';

export interface ContentContext {
  /** The file's name without .json ('order-custom-pos'); its message ids start with contentMessagePrefix(name). */
  name: string;
  /** Route id → path, from config/routes.json: an in-app link names a route, never a path. */
  routePaths: ReadonlyMap<string, string>;
  /** Whether public/<path> exists; without it, image files are not checked. */
  publicFileExists?: (publicPath: string) => boolean;
}

/** 'order-custom-pos' → 'content.orderCustomPos.': every message id of that file starts so, no clash between files. */
export function contentMessagePrefix(name: string): string {
  return `content.${name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())}.`;
}

export const contentFileNamePattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https address' });
const storeUrl = (host: string) =>
  httpsUrl.refine((url) => new URL(url).hostname === host, `must be an address on ${host}`);

export function contentFileSchema(context: ContentContext) {
  const prefix = contentMessagePrefix(context.name);

  /** A translatable text: its message id and its English; scripts/i18n.mjs puts both into the catalogs. */
  const textSchema = z.strictObject({
    messageId: z
      .string()
      .regex(/^[a-z][\w.-]*$/, 'must be a message id such as content.coolers.intro.title')
      .refine((id) => id.startsWith(prefix) && id.length > prefix.length, `must start with ${prefix}`)
      .describe(
        'The text’s message id in the catalogs: content.<the file’s name in camelCase>.<what it is>, such as content.coolers.intro.title.',
      ),
    text: z
      .string()
      .min(1)
      .refine(
        (english) => !/[{}<]/.test(english),
        'may not contain { } or < (a text is shown as written, not as an ICU message)',
      )
      .describe('The text in English, the source of its translations; no { } or <.'),
    description: z
      .string()
      .min(1)
      .optional()
      .describe('A note for the translator, where the text alone does not say enough.'),
  });
  const text = (description: string) => textSchema.describe(description);

  const image = z
    .strictObject({
      src: z
        .string()
        .regex(
          /^\/images\/content\/[\w-]+\.(svg|png|jpg|webp)$/,
          'must be a picture under /images/content/, such as /images/content/coolers.svg',
        )
        .superRefine((src, ctx) => {
          if (context.publicFileExists && !context.publicFileExists(src))
            ctx.addIssue({ code: 'custom', message: `no file public${src}` });
        })
        .describe('The picture: a file under public/images/content/, such as /images/content/coolers.svg.'),
      /** What the picture shows, for a screen reader; null for a decorative picture (alt=""). */
      alt: text('What the picture shows, for a screen reader.')
        .nullable()
        .describe('What the picture shows, for a screen reader; null for a picture that only decorates.'),
    })
    .describe('A picture.');

  // The route whose page has tabs.
  const ACCOUNT_DETAILS = 'accountDetails';
  const link = z
    .strictObject({
      label: text('The button’s label.'),
      /** A line under the button (what the member finds there). */
      description: text('A line under the button: what the member finds there.').optional(),
      /** An address outside the portal; opens in a new tab. */
      href: httpsUrl.optional().describe('An https address outside the portal, opened in a new tab; or use route.'),
      /** A route id of config/routes.json. */
      route: refersTo(
        z.string(),
        'route',
        'The route it opens, by its id in config/routes.json; or use href.',
      ).optional(),
      /** With route "accountDetails": the account page's tab it opens ("manager"). */
      tab: z
        .enum(ACCOUNT_TABS)
        .optional()
        .describe('With route accountDetails: the account page’s tab it opens (manager: the regional manager).'),
      primary: z.boolean().optional().describe('true: shown as the main button.'),
    })
    .describe('A button that opens a route of the portal (route) or another site (href).')
    .transform(({ label, description, href, route, tab, primary }, ctx) => {
      const common = { label, description: description ?? null, primary: primary ?? false };
      if ((href === undefined) === (route === undefined)) {
        ctx.issues.push({
          code: 'custom',
          message: 'needs exactly one of href (an https address) or route (a route id of config/routes.json)',
          input: route ?? href,
        });
        return z.NEVER;
      }
      if (route !== undefined) {
        const to = context.routePaths.get(route);
        if (to === undefined) {
          ctx.issues.push({ code: 'custom', path: ['route'], message: `unknown route id '${route}'`, input: route });
          return z.NEVER;
        }
        if (tab !== undefined && route !== ACCOUNT_DETAILS) {
          ctx.issues.push({
            code: 'custom',
            path: ['tab'],
            message: `only route '${ACCOUNT_DETAILS}' has tabs`,
            input: tab,
          });
          return z.NEVER;
        }
        if (tab === undefined) return { ...common, kind: 'internal' as const, to, state: null };
        // In the address (a new tab, a reload) and as the navigation state the account page reads.
        const state = { tabValue: ACCOUNT_TABS.indexOf(tab) };
        return { ...common, kind: 'internal' as const, to: `${to}?tab=${tab}`, state };
      }
      if (tab !== undefined) {
        ctx.issues.push({
          code: 'custom',
          path: ['tab'],
          message: 'only an in-app link (route) opens a tab',
          input: tab,
        });
        return z.NEVER;
      }
      return { ...common, kind: 'external' as const, href: href ?? '' };
    });
  const linkList = (description: string) => z.array(link).describe(description);

  const apps = z
    .strictObject({
      appStore: storeUrl('apps.apple.com').optional().describe('The app’s page on apps.apple.com.'),
      googlePlay: storeUrl('play.google.com').optional().describe('The app’s page on play.google.com.'),
    })
    .refine(
      (stores) => stores.appStore !== undefined || stores.googlePlay !== undefined,
      'needs appStore, googlePlay or both',
    )
    .describe('App-store badges: appStore, googlePlay or both.');

  /** Where a block sits from 62em up: the main column, or the narrower side column (contacts, links). */
  const placement = z
    .enum(['main', 'aside'])
    .optional()
    .describe('Where the block sits on a wide screen: main, or aside (the side column; contacts and links go there).');
  const titled = {
    title: text('The block’s heading.'),
    intro: text('A line under the heading.').optional(),
    placement,
  };
  const kind = <T extends string>(type: T, description: string) => z.literal(type).describe(description);

  const textBlock = z
    .strictObject({
      type: kind('text', 'text: paragraphs, with a picture beside them.'),
      ...titled,
      paragraphs: z.array(text('A paragraph.')).min(1).describe('The paragraphs.'),
      image: image.optional(),
    })
    .describe('Paragraphs under a heading.');
  const pointsBlock = z
    .strictObject({
      type: kind('points', 'points: short points, as a list or as tiles.'),
      ...titled,
      /** 'list': one point a line; 'grid': points side by side as tiles. */
      layout: z
        .enum(['list', 'grid'])
        .optional()
        .describe('list: one point a line; grid: points side by side as tiles.'),
      items: z
        .array(
          z
            .strictObject({
              icon: z.enum(contentIconNames).optional().describe('The icon beside the point.'),
              title: text('The point’s heading.').optional(),
              text: text('The point.'),
            })
            .describe('A point.'),
        )
        .min(1)
        .describe('The points.'),
    })
    .describe('Short points.');
  const stepsBlock = z
    .strictObject({
      type: kind('steps', 'steps: a procedure, numbered.'),
      ...titled,
      items: z
        .array(
          z
            .strictObject({ title: text('What the step does.'), text: text('The step in more words.').optional() })
            .describe('A step.'),
        )
        .min(2, 'a procedure has at least two steps')
        .describe('The steps, at least two.'),
    })
    .describe('A procedure in numbered steps.');
  const cardsBlock = z
    .strictObject({
      type: kind('cards', 'cards: cards side by side (products, offers).'),
      ...titled,
      items: z
        .array(
          z
            .strictObject({
              image: image.optional(),
              title: text('The card’s heading.'),
              subtitle: text('A line under the heading.').optional(),
              badge: text('A short badge on the card (New, −10 %).').optional(),
              text: text('The card’s text.'),
              facts: z
                .array(
                  z
                    .strictObject({ label: text('The fact’s name.'), value: text('The fact’s value.') })
                    .describe('A fact.'),
                )
                .optional()
                .describe('Facts as name and value (size, price).'),
              link: link.optional(),
            })
            .describe('A card.'),
        )
        .min(1)
        .describe('The cards.'),
    })
    .describe('Cards side by side.');
  const contactBlock = z
    .strictObject({
      type: kind('contact', 'contact: who to ask, by e-mail or phone.'),
      ...titled,
      /** Who answers (a desk, a company). */
      name: text('Who answers (a desk, a company).').optional(),
      email: z.email({ error: 'must be an e-mail address' }).optional().describe('The e-mail address.'),
      phone: z
        .string()
        .regex(/^\+?[0-9][0-9 ().-]{6,}$/, 'must be a phone number such as 1-800-555-0142')
        .optional()
        .describe('The phone number, such as 1-800-555-0142.'),
      hours: text('When they answer.').optional(),
      link: link.optional(),
    })
    .refine(
      (contact) => contact.email !== undefined || contact.phone !== undefined,
      'a contact needs an email, a phone or both',
    )
    .describe('A contact: an e-mail address, a phone number or both.');
  const linksBlock = z
    .strictObject({
      type: kind('links', 'links: buttons to routes of the portal or other sites.'),
      ...titled,
      links: linkList('The buttons.').min(1),
    })
    .describe('Buttons to routes of the portal or other sites.');
  const noteBlock = z
    .strictObject({
      type: kind('note', 'note: a framed remark.'),
      tone: z.enum(['info', 'warning']).describe('info or warning: the note’s colour and icon.'),
      title: text('The note’s heading.').optional(),
      text: text('The note.'),
      placement,
    })
    .describe('A framed remark.');

  // Discriminated by `type`, so an error inside a block names its field instead of "Invalid input".
  const block = z
    .discriminatedUnion('type', [textBlock, pointsBlock, stepsBlock, cardsBlock, contactBlock, linksBlock, noteBlock])
    .describe('A block of the page; its type says which.');

  return z.strictObject({
    ...fileHeader,
    /** The top of the page, under the route's title: a heading, the pitch, a picture, buttons, app-store badges. */
    intro: z
      .strictObject({
        title: text('The page’s heading, under the route’s title.'),
        lead: text('The pitch: a line or two under the heading.'),
        image: image.optional(),
        links: linkList('Buttons under the pitch.').optional(),
        apps: apps.optional(),
      })
      .describe('The top of the page: a heading, the pitch, a picture, buttons, app-store badges.'),
    blocks: z.array(block).min(1).describe('The page’s blocks, from top to bottom.'),
  });
}

/** A content file as a page receives it: validated, links resolved to paths. */
export type PageContent = z.output<ReturnType<typeof contentFileSchema>>;
export type ContentBlock = PageContent['blocks'][number];
export type ContentText = PageContent['intro']['title'];
export type ContentImage = NonNullable<PageContent['intro']['image']>;
export type ContentLink = NonNullable<PageContent['intro']['links']>[number];
export type ContentApps = NonNullable<PageContent['intro']['apps']>;

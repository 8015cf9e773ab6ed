import { z } from 'zod';
import { ACCOUNT_TABS } from './account-tabs.ts';

// The schema of a content file, config/content/<name>.json (see content.ts for the API). Built per file by
// contentFileSchema(context), because a file is checked against the rest of config/ (route ids) and public/ (images).

/** Icon names a content file may give a point; src/components/content maps each to a drawn icon. */
export const contentIconNames = [
  'alarm',
  'alert',
  'barcode',
  'bell',
  'bike',
  'building',
  'burger',
  'calendar',
  'camera',
  'cash',
  'chart',
  'check',
  'clock',
  'creditCard',
  'deviceMobile',
  'flag',
  'fridge',
  'fuel',
  'listCheck',
  'lock',
  'package',
  'photo',
  'plug',
  'printer',
  'refresh',
  'reportMoney',
  'ruler',
  'shield',
  'snowflake',
  'tag',
  'tool',
  'truck',
  'users',
  'world',
] as const;
export type ContentIconName = (typeof contentIconNames)[number];

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
  const text = z.strictObject({
    messageId: z
      .string()
      .regex(/^[a-z][\w.-]*$/, 'must be a message id such as content.coolers.intro.title')
      .refine((id) => id.startsWith(prefix) && id.length > prefix.length, `must start with ${prefix}`),
    text: z
      .string()
      .min(1)
      .refine(
        (english) => !/[{}<]/.test(english),
        'may not contain { } or < (a text is shown as written, not as an ICU message)',
      ),
    /** A note for the translator, where the field alone does not say enough. */
    description: z.string().min(1).optional(),
  });

  const image = z.strictObject({
    src: z
      .string()
      .regex(
        /^\/images\/content\/[\w-]+\.(svg|png|jpg|webp)$/,
        'must be a picture under /images/content/, such as /images/content/coolers.svg',
      )
      .superRefine((src, ctx) => {
        if (context.publicFileExists && !context.publicFileExists(src))
          ctx.addIssue({ code: 'custom', message: `no file public${src}` });
      }),
    /** What the picture shows, for a screen reader; null for a decorative picture (alt=""). */
    alt: text.nullable(),
  });

  // The route whose page has tabs.
  const ACCOUNT_DETAILS = 'accountDetails';
  const link = z
    .strictObject({
      label: text,
      /** A line under the button (what the member finds there). */
      description: text.optional(),
      /** An address outside the portal; opens in a new tab. */
      href: httpsUrl.optional(),
      /** A route id of config/routes.json. */
      route: z.string().optional(),
      /** With route "accountDetails": the account page's tab it opens ("manager"). */
      tab: z.enum(ACCOUNT_TABS).optional(),
      primary: z.boolean().optional(),
    })
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

  const apps = z
    .strictObject({
      appStore: storeUrl('apps.apple.com').optional(),
      googlePlay: storeUrl('play.google.com').optional(),
    })
    .refine(
      (stores) => stores.appStore !== undefined || stores.googlePlay !== undefined,
      'needs appStore, googlePlay or both',
    );

  /** Where a block sits from 62em up: the main column, or the narrower side column (contacts, links). */
  const placement = z.enum(['main', 'aside']).optional();
  const titled = { title: text, intro: text.optional(), placement };

  const textBlock = z.strictObject({
    type: z.literal('text'),
    ...titled,
    paragraphs: z.array(text).min(1),
    image: image.optional(),
  });
  const pointsBlock = z.strictObject({
    type: z.literal('points'),
    ...titled,
    /** 'list': one point a line; 'grid': points side by side as tiles. */
    layout: z.enum(['list', 'grid']).optional(),
    items: z.array(z.strictObject({ icon: z.enum(contentIconNames).optional(), title: text.optional(), text })).min(1),
  });
  const stepsBlock = z.strictObject({
    type: z.literal('steps'),
    ...titled,
    items: z.array(z.strictObject({ title: text, text: text.optional() })).min(2, 'a procedure has at least two steps'),
  });
  const cardsBlock = z.strictObject({
    type: z.literal('cards'),
    ...titled,
    items: z
      .array(
        z.strictObject({
          image: image.optional(),
          title: text,
          subtitle: text.optional(),
          badge: text.optional(),
          text,
          facts: z.array(z.strictObject({ label: text, value: text })).optional(),
          link: link.optional(),
        }),
      )
      .min(1),
  });
  const contactBlock = z
    .strictObject({
      type: z.literal('contact'),
      ...titled,
      /** Who answers (a desk, a company). */
      name: text.optional(),
      email: z.email({ error: 'must be an e-mail address' }).optional(),
      phone: z
        .string()
        .regex(/^\+?[0-9][0-9 ().-]{6,}$/, 'must be a phone number such as 1-800-555-0142')
        .optional(),
      hours: text.optional(),
      link: link.optional(),
    })
    .refine(
      (contact) => contact.email !== undefined || contact.phone !== undefined,
      'a contact needs an email, a phone or both',
    );
  const linksBlock = z.strictObject({ type: z.literal('links'), ...titled, links: z.array(link).min(1) });
  const noteBlock = z.strictObject({
    type: z.literal('note'),
    tone: z.enum(['info', 'warning']),
    title: text.optional(),
    text,
    placement,
  });

  // Discriminated by `type`, so an error inside a block names its field instead of "Invalid input".
  const block = z.discriminatedUnion('type', [
    textBlock,
    pointsBlock,
    stepsBlock,
    cardsBlock,
    contactBlock,
    linksBlock,
    noteBlock,
  ]);

  return z.strictObject({
    $comment: z.string().optional(),
    /** The top of the page, under the route's title: a heading, the pitch, a picture, buttons, app-store badges. */
    intro: z.strictObject({
      title: text,
      lead: text,
      image: image.optional(),
      links: z.array(link).optional(),
      apps: apps.optional(),
    }),
    blocks: z.array(block).min(1),
  });
}

/** A content file as a page receives it: validated, links resolved to paths. */
export type PageContent = z.output<ReturnType<typeof contentFileSchema>>;
export type ContentBlock = PageContent['blocks'][number];
export type ContentText = PageContent['intro']['title'];
export type ContentImage = NonNullable<PageContent['intro']['image']>;
export type ContentLink = NonNullable<PageContent['intro']['links']>[number];
export type ContentApps = NonNullable<PageContent['intro']['apps']>;

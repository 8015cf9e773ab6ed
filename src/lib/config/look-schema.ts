import { z } from 'zod';
import { ACCOUNT_TABS } from './account-tabs.ts';
import { fileHeader, httpsUrl, id, inAppPath, messageId, refersTo, routeId } from './schema-parts.ts';

// ── The look: footer, advertisement column, demo messages ─────────────────────────────────────────────
// Separate files, served to the shell's chunk only (virtual:portal-look), so the first download does not carry them.
// Each description is what the editor shows for the key (see schema-parts.ts).

/** A text of config/ with its catalog key: the English is the source that `npm run i18n:extract` adds to the catalog. */
export const configTextSchema = z.strictObject({
  messageId: messageId.describe(
    'The text’s message id in the catalogs (src/lib/i18n/catalogs), such as footer.company.',
  ),
  defaultMessage: z.string().min(1).describe('The text in English, the source of its translations.'),
  description: z.string().optional().describe('A note for the translator, where the text alone does not say enough.'),
});
const text = (description: string) => configTextSchema.describe(description);
const https = (description: string) => httpsUrl.describe(description);
const imagePath = z
  .string()
  .regex(/^\/[\w\-/.]+\.(svg|png|jpe?g|webp)$/, 'must be an image under public/, such as /images/ads/coolers.svg')
  .describe('A picture under public/, such as /images/ads/coolers.svg.');
const externalLink = z
  .strictObject({
    id: id.describe('The link’s id (a name for maintainers).'),
    label: text('The link’s label.'),
    href: https('The https address it opens, in a new tab.'),
  })
  .describe('A link to another site.');
const links = (description: string) => z.array(externalLink).min(1).describe(description);
const titled = <T extends z.ZodRawShape>(shape: T, description: string) =>
  z.strictObject({ title: text('The column’s heading.'), ...shape }).describe(description);

export const footerFileSchema = z.strictObject({
  ...fileHeader,
  company: titled({ links: links('The cooperative’s own sites.') }, 'The footer’s column about the cooperative.'),
  mobileApps: titled(
    {
      apps: z
        .array(
          z
            .strictObject({
              id: id.describe('The app’s id: its QR code is drawn from href at build time.'),
              platform: z.enum(['ios', 'android']).describe('The store badge it shows: ios or android.'),
              label: text('The badge’s label for a screen reader.'),
              href: https('The app’s page in the store.'),
            })
            .describe('A mobile app with its store badge and QR code.'),
        )
        .min(1)
        .describe('The mobile apps.'),
    },
    'The footer’s column of mobile apps.',
  ),
  services: titled({ links: links('The services’ sites.') }, 'The footer’s column of services.'),
  helpCenter: titled(
    {
      // tab: the account page's tab the link opens, by name; the link carries it in the address and as the
      // navigation state ({ tabValue: 1 } for "manager").
      regionalManager: z
        .strictObject({
          label: text('The link’s label.'),
          route: routeId('The route the link opens (the account page).'),
          tab: z.enum(ACCOUNT_TABS).describe('The account page’s tab it opens: manager shows the regional manager.'),
        })
        .describe('The link to the store’s regional manager.'),
    },
    'The footer’s help column.',
  ),
  social: titled(
    {
      links: z
        .array(
          z
            .strictObject({
              id: id.describe('The link’s id (a name for maintainers).'),
              network: z.enum(['facebook', 'linkedin']).describe('The network, which gives the icon.'),
              label: text('The link’s label for a screen reader.'),
              href: https('The cooperative’s page on the network.'),
            })
            .describe('A link to a social network.'),
        )
        .min(1)
        .describe('The social networks.'),
    },
    'The footer’s column of social networks.',
  ),
  templateFooter: z
    .strictObject({
      text: text('The line at the bottom.'),
      buyNow: z
        .strictObject({ label: text('The button’s label.'), href: https('The address it opens.') })
        .describe('The button beside the line.'),
    })
    .describe('The bottom line of the footer.'),
});

export const adsFileSchema = z.strictObject({
  ...fileHeader,
  banners: z
    .array(
      z
        .strictObject({
          id: id.describe('The advertisement’s id (a name for maintainers).'),
          image: imagePath,
          title: text('The advertisement’s heading.'),
          text: text('The advertisement’s text.'),
          cta: text('The button’s label.'),
          href: z
            .union(
              [
                refersTo(inAppPath, 'routePath', 'The path of a route of config/routes.json.'),
                https('An https address, opened in a new tab.'),
              ],
              { error: 'must be an in-app path starting with / or an https address' },
            )
            .describe('Where the button goes: a route’s path such as /merchandise/coolers, or an https address.'),
        })
        .describe('An advertisement.'),
    )
    .min(1)
    .describe('The advertisements of the column beside the page, shown in turn.'),
});

export const demoMessagesFileSchema = z.strictObject({
  ...fileHeader,
  viewAllRoute: routeId('The route the popover’s “View all” opens.'),
  messages: z
    .array(
      z
        .strictObject({
          id: z.string().min(1).describe('The message’s id (a name for maintainers).'),
          image: imagePath,
          name: z.string().min(1).describe('The sender’s name.'),
          message: text('The message.'),
        })
        .describe('A demo message.'),
    )
    .length(4, 'the popover shows four demo messages')
    .describe('The header’s messages popover (exactly four).'),
});

export const lookFileSchemas = {
  'footer.json': footerFileSchema,
  'ads.json': adsFileSchema,
  'demo-messages.json': demoMessagesFileSchema,
} as const;

export type LookFileName = keyof typeof lookFileSchemas;
export type LookFiles = { [K in LookFileName]: z.output<(typeof lookFileSchemas)[K]> };
export type ConfigText = z.output<typeof configTextSchema>;

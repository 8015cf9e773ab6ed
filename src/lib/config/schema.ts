import { z } from 'zod';
import { menuIconNames } from './icons.ts';
import { ACCOUNT_TABS } from './account-tabs.ts';

// Schemas for the files in config/. Strict objects, so a misspelt key is reported rather than ignored.
const id = z.string().regex(/^[a-zA-Z][\w-]*$/, 'must be an identifier (letters, digits, - or _)');
const messageId = z.string().regex(/^[a-z][\w.-]*$/, 'must be a message id such as sidebar.dashboard');
const roleSetName = z.string().min(1);
const menuIcon = z.enum(menuIconNames);
const comment = { $comment: z.string().optional() };

export const rolesFileSchema = z.strictObject({
  ...comment,
  roleSets: z.record(id, z.array(z.string().min(1)).min(1)),
});

// A route is declared once: its path, what it shows (a page file, a content file or a redirect), who may open it,
// its title with the title's message id, and the icon its menu entry shows. The menu only places it.
const routeSchema = z.strictObject({
  id,
  path: z.string().regex(/^\/[\w\-/]*$/, 'must be an in-app path starting with /'),
  page: z
    .string()
    .regex(/^[a-z][\w-]*\/[A-Z]\w*$/, "must name a page as '<feature>/<PageFile>'")
    .optional(),
  /** A page with no API: config/content/<content>.json shown by the content renderer, no page file. */
  content: z
    .string()
    .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'must name a file of config/content/ without .json')
    .optional(),
  redirectTo: id.optional(),
  roles: roleSetName.nullable().optional(),
  titleId: messageId,
  title: z.string().min(1),
  icon: menuIcon.optional(),
});

export const routesFileSchema = z.strictObject({
  ...comment,
  initialRoute: id,
  signInRoute: id,
  notFoundRoute: id,
  groups: z
    .array(
      z.strictObject({
        id,
        layout: z.enum(['shell', 'auth', 'adaptive']),
        roles: roleSetName.nullable(),
        authPage: z.boolean().optional(),
        routes: z.array(routeSchema).min(1),
      }),
    )
    .min(1),
});

const badge = { count: z.number().int().nonnegative().optional(), color: z.string().optional() };

// A menu item places a route: its label, icon and roles are the route's. `title` and `messageId` (together) give a
// label of its own where the menu names a page otherwise than its title does ('Details' for Account Details).
const menuLeafSchema = z.strictObject({
  type: z.literal('item'),
  route: id,
  title: z.string().min(1).optional(),
  messageId: messageId.optional(),
  exact: z.boolean().optional(),
  ...badge,
});
const menuDividerSchema = z.strictObject({ id, type: z.literal('divider') });

type MenuLeafFile = z.infer<typeof menuLeafSchema>;
type MenuDividerFile = z.infer<typeof menuDividerSchema>;
export interface MenuBranchFile {
  id: string;
  type: 'group' | 'collapse';
  title: string;
  messageId: string;
  icon?: z.infer<typeof menuIcon> | undefined;
  roles?: string | undefined;
  count?: number | undefined;
  color?: string | undefined;
  children: MenuEntryFile[];
}
export type MenuEntryFile = MenuLeafFile | MenuDividerFile | MenuBranchFile;

const menuBranchSchema = z.strictObject({
  id,
  title: z.string().min(1),
  messageId,
  icon: menuIcon.optional(),
  roles: roleSetName.optional(),
  ...badge,
  type: z.enum(['group', 'collapse']),
  get children(): z.ZodArray<z.ZodType<MenuEntryFile>> {
    return z.array(menuEntrySchema).min(1);
  },
});

// Discriminated by `type`, so an error inside an entry names its field instead of "Invalid input".
export const menuEntrySchema: z.ZodType<MenuEntryFile> = z.discriminatedUnion('type', [
  menuLeafSchema,
  menuDividerSchema,
  menuBranchSchema,
]);

export const menuFileSchema = z.strictObject({ ...comment, items: z.array(menuEntrySchema).min(1) });

export const languagesFileSchema = z.strictObject({
  ...comment,
  defaultLocale: z.string().min(2),
  languages: z
    .array(
      z.strictObject({
        locale: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a locale such as en or fr'),
        name: z.string().min(1),
        direction: z.enum(['ltr', 'rtl']),
      }),
    )
    .min(1),
});

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #0A8FDC');

export const themeFileSchema = z.strictObject({
  ...comment,
  defaults: z.strictObject({
    themeStyle: z.enum(['modern', 'standard']),
    themeMode: z.enum(['light', 'semi-dark', 'dark']),
    layoutType: z.enum(['full', 'boxed']),
    footer: z.boolean(),
    footerType: z.enum(['fixed', 'fluid']),
    navStyle: z.string().min(1),
    rtAnim: z.enum(['none', 'fade', 'slide-left', 'slide-right', 'slide-up', 'slide-down']),
    preset: id,
  }),
  radius: z.strictObject({ standard: z.number(), modern: z.number(), modernSmallScreen: z.number() }),
  routeTransition: z.strictObject({ timeoutMs: z.number(), durationMs: z.number(), delayMs: z.number() }),
  presets: z
    .array(
      z.strictObject({
        id,
        name: z.string().min(1),
        PrimaryColor: hexColour,
        SecondaryColor: hexColour,
        SidebarColor: hexColour,
      }),
    )
    .length(12, 'the customizer offers exactly 12 presets'),
  navigationStyles: z
    .array(
      z.strictObject({
        id,
        name: z.string().min(1),
        /** The menu's form: a full sidebar, icons only, one that toggles between both, a drawer at every size, rail + panel, or a top bar. */
        kind: z.enum(['vertical', 'mini', 'mini-toggle', 'drawer', 'bit-bucket', 'horizontal']),
        /** Full width above the sidebar, or beside a full-height sidebar that carries the logo. */
        header: z.enum(['full', 'beside']),
        /** mode: dark in the semi-dark and dark modes, light in light mode. */
        headerTone: z.enum(['mode', 'light', 'dark']),
        navTone: z.enum(['primary', 'light', 'dark']).optional(),
        userBox: z.enum(['sidebar', 'header']),
        search: z.boolean().optional(),
        promo: z.boolean().optional(),
        /** Other names the layout and nav_style URL parameters accept (the template's). */
        aliases: z.array(z.string().regex(/^[a-z][a-z_-]*$/, 'must be lower-case letters, - or _')),
      }),
    )
    .length(11, 'the customizer offers exactly 11 navigation styles'),
});

// Field data (src/lib/telemetry): where a visit's web vitals and errors go, and in which shape. An empty endpoint
// turns it off; a path ('/telemetry') is the portal's own origin, which is how the local servers receive it.
const telemetrySchema = z
  .strictObject({
    ...comment,
    endpoint: z.union([z.literal(''), z.url({ protocol: /^https$/ }), z.string().regex(/^\/[\w\-/]*$/)], {
      error: "must be empty (off), an https address or an in-app path such as '/telemetry'",
    }),
    /** Application Insights' track envelopes, or the portal's own plain JSON (docs/field-data.md). */
    format: z.enum(['application-insights', 'json']),
    instrumentationKey: z.union([
      z.literal(''),
      z.guid({ error: 'must be the resource’s instrumentation key (a GUID)' }),
    ]),
    /** The share of page views that send anything, from 0 to 1; the rest send nothing at all. */
    sampleRate: z.number().min(0).max(1),
    /** Nothing is sent from a page view before the member has signed in in it (consent given at sign-in). */
    requireSignIn: z.boolean(),
    /** Errors sent per page view at most; further ones are only counted, so a loop cannot flood the resource. */
    maxErrorsPerPage: z.number().int().nonnegative(),
  })
  .refine(
    (telemetry) => telemetry.format !== 'application-insights' || !telemetry.endpoint || telemetry.instrumentationKey,
    {
      path: ['instrumentationKey'],
      error: 'Application Insights needs the resource’s instrumentation key (or set VITE_TELEMETRY_CONNECTION_STRING)',
    },
  );

export const appFileSchema = z.strictObject({
  ...comment,
  appName: z.string().min(1),
  api: z.strictObject({
    baseUrl: z.string().regex(/\/api$/, 'must end in /api'),
    timeoutMs: z.number().int().positive(),
  }),
  auth: z.strictObject({
    method: z.enum(['template', 'b2c']),
    tokenStorageKey: z.string().min(1),
    signOutTokenRemovalDelayMs: z.number().int().nonnegative(),
    b2c: z.strictObject({
      ...comment,
      clientId: z.string().min(1),
      authorityBase: z.url({ protocol: /^https$/, error: 'must be an https address (MSAL accepts no other)' }),
      policies: z.strictObject({ signIn: z.string(), signUp: z.string(), passwordReset: z.string() }),
      knownAuthorities: z.array(z.string().min(1)).min(1),
      /** The provider's discovery document as JSON, for a provider whose endpoints MSAL must not fetch (local http). */
      authorityMetadata: z.string().optional(),
      redirectPath: z.string().startsWith('/'),
      postLogoutRedirectPath: z.string().startsWith('/'),
      bridgePath: z.string().startsWith('/'),
      apiScopes: z.array(z.string().min(1)).min(1),
      memberNumberClaim: z.string().min(1),
      sessionLifetimeMinutes: z.number().int().positive(),
      sessionWarningMinutes: z.number().int().positive(),
    }),
  }),
  session: z.strictObject({
    ...comment,
    /** Minutes without a key, pointer, touch or scroll in any tab before the member is signed out (warned 2 before). */
    idleMinutes: z.number().int().min(3, { error: 'must be at least 3 (the warning comes 2 minutes before)' }),
  }),
  ui: z.strictObject({
    snackbarAutoHideMs: z.number().int().positive(),
    adRotationMs: z.number().int().positive(),
    breakpoints: z.strictObject({ adColumnPx: z.number().int(), storeNamePx: z.number().int() }),
    storeSelectorWidthPx: z.number().int().positive(),
    /** How the authentication pages look (two variants): a card over the background, or split beside a picture. */
    authPageVariant: z.enum(['card', 'split']),
  }),
  forms: z.strictObject({
    ...comment,
    /** The largest photo an incentive claim accepts, in bytes (checked before anything is sent). */
    photoMaxBytes: z.number().int().positive(),
    /** The photo types accepted; the file's first bytes must match one of them too. */
    photoTypes: z.array(z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'])).min(1),
    /** How long an unsent draft (values and photo) is kept in the browser, in days since it was last saved. */
    draftMaxAgeDays: z.number().positive(),
  }),
  telemetry: telemetrySchema,
});

/** Each file of config/ with its schema; the key is the file name. */
export const configFileSchemas = {
  'app.json': appFileSchema,
  'roles.json': rolesFileSchema,
  'routes.json': routesFileSchema,
  'menu.json': menuFileSchema,
  'languages.json': languagesFileSchema,
  'theme.json': themeFileSchema,
} as const;

export type ConfigFileName = keyof typeof configFileSchemas;
export type ConfigFiles = { [K in ConfigFileName]: z.output<(typeof configFileSchemas)[K]> };

// ── The look: footer, advertisement column, demo messages ─────────────────────────────────────────────
// Separate files, served to the shell's chunk only (virtual:portal-look), so the first download does not carry them.

/** A text of config/ with its catalog key: the English is the source that `npm run i18n:extract` adds to the catalog. */
export const configTextSchema = z.strictObject({
  messageId,
  defaultMessage: z.string().min(1),
  description: z.string().optional(),
});
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https address' });
const inAppPath = z.string().regex(/^\/[\w\-/]*$/, 'must be an in-app path starting with /');
const imagePath = z
  .string()
  .regex(/^\/[\w\-/.]+\.(svg|png|jpe?g|webp)$/, 'must be an image under public/, such as /images/ads/coolers.svg');
const externalLink = z.strictObject({ id, label: configTextSchema, href: httpsUrl });
const titled = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ title: configTextSchema, ...shape });

export const footerFileSchema = z.strictObject({
  ...comment,
  company: titled({ links: z.array(externalLink).min(1) }),
  mobileApps: titled({
    apps: z
      .array(z.strictObject({ id, platform: z.enum(['ios', 'android']), label: configTextSchema, href: httpsUrl }))
      .min(1),
  }),
  services: titled({ links: z.array(externalLink).min(1) }),
  helpCenter: titled({
    // tab: the account page's tab the link opens, by name; the link carries it in the address and as the navigation
    // state ({ tabValue: 1 } for "manager").
    regionalManager: z.strictObject({ label: configTextSchema, route: id, tab: z.enum(ACCOUNT_TABS) }),
  }),
  social: titled({
    links: z
      .array(z.strictObject({ id, network: z.enum(['facebook', 'linkedin']), label: configTextSchema, href: httpsUrl }))
      .min(1),
  }),
  templateFooter: z.strictObject({
    text: configTextSchema,
    buyNow: z.strictObject({ label: configTextSchema, href: httpsUrl }),
  }),
});

export const adsFileSchema = z.strictObject({
  ...comment,
  banners: z
    .array(
      z.strictObject({
        id,
        image: imagePath,
        title: configTextSchema,
        text: configTextSchema,
        cta: configTextSchema,
        href: z.union([inAppPath, httpsUrl], { error: 'must be an in-app path starting with / or an https address' }),
      }),
    )
    .min(1),
});

export const demoMessagesFileSchema = z.strictObject({
  ...comment,
  viewAllRoute: id,
  messages: z
    .array(
      z.strictObject({ id: z.string().min(1), image: imagePath, name: z.string().min(1), message: configTextSchema }),
    )
    .length(4, 'the popover shows four demo messages'),
});

export const lookFileSchemas = {
  'footer.json': footerFileSchema,
  'ads.json': adsFileSchema,
  'demo-messages.json': demoMessagesFileSchema,
} as const;

export type LookFileName = keyof typeof lookFileSchemas;
export type LookFiles = { [K in LookFileName]: z.output<(typeof lookFileSchemas)[K]> };
export type ConfigText = z.output<typeof configTextSchema>;

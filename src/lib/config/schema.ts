import { z } from 'zod';
import { menuIconNames } from './icons.ts';
import { fileHeader, id, messageId, refersTo, roleSetName, routeId } from './schema-parts.ts';
import { themeFileSchema } from './theme-schema.ts';
import { appFileSchema } from './app-schema.ts';

// Schemas for the files in config/. Strict objects, so a misspelt key is reported rather than ignored. Each field's
// description is what the editor shows for it (config/schemas/, generated from these by `npm run generate`).
const menuIcon = z.enum(menuIconNames);
const roleSet = roleSetName('A role set of config/roles.json.');

export const rolesFileSchema = z.strictObject({
  ...fileHeader,
  roleSets: z
    .record(id, z.array(z.string().min(1).describe('A role a member’s sign-in may carry.')).min(1))
    .describe(
      'The role sets by name: a route or a menu group names one, and a member may open it when one of their roles is in the set.',
    ),
});

// A route is declared once: its path, what it shows (a page file, a content file or a redirect), who may open it,
// its title with the title's message id, and the icon its menu entry shows. The menu only places it.
const routeSchema = z.strictObject({
  id: id.describe('The route’s id: the menu, the footer and content pages name the route by it.'),
  path: z
    .string()
    .regex(/^\/[\w\-/]*$/, 'must be an in-app path starting with /')
    .describe('The page’s address in the portal, such as /merchandise/coolers.'),
  page: refersTo(
    z.string().regex(/^[a-z][\w-]*\/[A-Z]\w*$/, "must name a page as '<feature>/<PageFile>'"),
    'page',
    'The page file it shows, as <feature>/<PageFile> (a developer writes it); or use content or redirectTo.',
  ).optional(),
  /** A page with no API: config/content/<content>.json shown by the content renderer, no page file. */
  content: refersTo(
    z.string().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'must name a file of config/content/ without .json'),
    'contentFile',
    'The content page it shows: a file of config/content/, named without .json; or use page or redirectTo.',
  ).optional(),
  redirectTo: routeId('The route it sends the member on to; or use page or content.').optional(),
  roles: roleSet
    .nullable()
    .optional()
    .describe('Who may open it: a role set of config/roles.json, or null for everyone; without it, the group’s.'),
  titleId: messageId.describe(
    'The message id of the title in the catalogs (src/lib/i18n/catalogs), such as route.coolers.',
  ),
  title: z.string().min(1).describe('The page’s title in English, the source of its translations.'),
  icon: menuIcon.optional().describe('The icon its menu entry shows beside the title.'),
  addressOnly: z
    .boolean()
    .optional()
    .describe(
      'true: reached by its address or a link only, never from the menu (a sign-in or error page); `npm run config:explain` then does not report it as unreachable.',
    ),
});

export const routesFileSchema = z.strictObject({
  ...fileHeader,
  initialRoute: routeId('The route a member lands on after signing in (and at /).'),
  signInRoute: routeId('The route that asks a signed-out member to sign in.'),
  notFoundRoute: routeId('The route shown for an unknown address or a page the member may not open.'),
  groups: z
    .array(
      z.strictObject({
        id: id.describe('The group’s id (a name for maintainers).'),
        layout: z
          .enum(['shell', 'auth', 'adaptive'])
          .describe('The layout of its pages: shell (header, menu, footer), auth (sign-in pages) or adaptive.'),
        roles: roleSet
          .nullable()
          .describe('Who may open its routes: a role set of config/roles.json, or null for everyone.'),
        authPage: z
          .boolean()
          .optional()
          .describe('true for the sign-in pages: a member already signed in is sent into the portal.'),
        routes: z.array(routeSchema).min(1).describe('The routes of the group; each may set its own roles.'),
      }),
    )
    .min(1)
    .describe('The routes in groups that share a layout and a role set.'),
});

const badge = {
  count: z.number().int().nonnegative().optional().describe('A number shown as a badge on the entry.'),
  color: z.string().optional().describe('The badge’s colour (a Mantine colour name such as red).'),
};

// A menu item places a route: its label, icon and roles are the route's. `title` and `messageId` (together) give a
// label of its own where the menu names a page otherwise than its title does ('Details' for Account Details).
const menuLeafSchema = z
  .strictObject({
    type: z.literal('item').describe('item: a menu entry that opens a route.'),
    route: routeId('The route it opens; the entry shows its title and icon and is seen by its role set.'),
    title: z
      .string()
      .min(1)
      .optional()
      .describe('A label of its own in English (with messageId), instead of the route’s title.'),
    messageId: messageId.optional().describe('The message id of its own label (with title).'),
    exact: z.boolean().optional().describe('true: highlighted only at the route’s own address, not below it.'),
    ...badge,
  })
  .describe('A menu entry that opens a route.');
const menuDividerSchema = z
  .strictObject({
    id: id.describe('The divider’s id (a name for maintainers).'),
    type: z.literal('divider').describe('divider: a line between menu entries.'),
  })
  .describe('A line between menu entries.');

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

const menuBranchSchema = z
  .strictObject({
    id: id.describe('The menu group’s id (a name for maintainers).'),
    title: z.string().min(1).describe('The menu group’s label in English, the source of its translations.'),
    messageId: messageId.describe('The message id of the label in the catalogs, such as sidebar.rebates.'),
    icon: menuIcon.optional().describe('The icon beside the label.'),
    roles: roleSet.optional().describe('A role set of config/roles.json: only its members see the group.'),
    ...badge,
    type: z
      .enum(['group', 'collapse'])
      .describe('group: a heading over its entries; collapse: an entry that opens to show them.'),
    get children(): z.ZodArray<z.ZodType<MenuEntryFile>> {
      return z
        .array(menuEntrySchema)
        .min(1)
        .describe('Its entries; a group none of whose entries a member may see is hidden from them.');
    },
  })
  .describe('A menu group of entries.');

// Discriminated by `type`, so an error inside an entry names its field instead of "Invalid input".
export const menuEntrySchema: z.ZodType<MenuEntryFile> = z
  .discriminatedUnion('type', [menuLeafSchema, menuDividerSchema, menuBranchSchema])
  .describe('A menu entry (item), a line (divider) or a menu group (group, collapse).');

export const menuFileSchema = z.strictObject({
  ...fileHeader,
  items: z.array(menuEntrySchema).min(1).describe('The menu from top to bottom.'),
});

export const languagesFileSchema = z.strictObject({
  ...fileHeader,
  defaultLocale: refersTo(
    z.string().min(2),
    'locale',
    'The language a member sees until they pick one: a locale of languages.',
  ),
  languages: z
    .array(
      z.strictObject({
        locale: z
          .string()
          .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a locale such as en or fr')
          .describe('The language’s code, such as fr; its texts are src/lib/i18n/catalogs/<locale>.json.'),
        name: z.string().min(1).describe('The language’s own name, shown in the language switcher.'),
        direction: z.enum(['ltr', 'rtl']).describe('ltr: written left to right; rtl: right to left (Arabic).'),
      }),
    )
    .min(1)
    .describe('The languages a member may pick, in the switcher’s order.'),
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

export * from './look-schema.ts';

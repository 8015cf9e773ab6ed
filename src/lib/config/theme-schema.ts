import { z } from 'zod';
import { fileHeader, id, refersTo } from './schema-parts.ts';

// config/theme.json: what the theme customizer offers and what a member sees before choosing. Each description is
// what the editor shows for the key (see schema-parts.ts).
const hexColour = (description: string) =>
  z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #0A8FDC')
    .describe(description);

export const themeFileSchema = z.strictObject({
  ...fileHeader,
  defaults: z
    .strictObject({
      themeStyle: z.enum(['modern', 'standard']).describe('The theme style: modern or standard.'),
      themeMode: z.enum(['light', 'semi-dark', 'dark']).describe('Light, semi-dark (dark menu) or dark.'),
      layoutType: z.enum(['full', 'boxed']).describe('full: the page fills the screen; boxed: it sits in a column.'),
      footer: z.boolean().describe('true: the footer shows.'),
      footerType: z.enum(['fixed', 'fluid']).describe('fixed: the footer stays at the bottom; fluid: it scrolls.'),
      navStyle: refersTo(
        z.string().min(1),
        'navigationStyle',
        'The navigation style (the menu’s form): an id of navigationStyles.',
      ),
      rtAnim: z
        .enum(['none', 'fade', 'slide-left', 'slide-right', 'slide-up', 'slide-down'])
        .describe('How a page comes in when the member opens another.'),
      preset: refersTo(id, 'preset', 'The colour preset: an id of presets.'),
    })
    .describe('What a member sees before choosing in the theme customizer.'),
  radius: z
    .strictObject({
      standard: z.number().describe('Corner radius in the standard style, in px.'),
      modern: z.number().describe('Corner radius in the modern style, in px.'),
      modernSmallScreen: z.number().describe('Corner radius in the modern style on a small screen, in px.'),
    })
    .describe('Corner radii of cards and fields.'),
  routeTransition: z
    .strictObject({
      timeoutMs: z.number().describe('How long the page change may take, in milliseconds.'),
      durationMs: z.number().describe('How long the animation lasts, in milliseconds.'),
      delayMs: z.number().describe('How long before the animation starts, in milliseconds.'),
    })
    .describe('The animation between pages.'),
  presets: z
    .array(
      z
        .strictObject({
          id: id.describe('The preset’s id; its name’s message id is customizer.preset.<id>.'),
          name: z.string().min(1).describe('The preset’s name in English, shown in the customizer.'),
          PrimaryColor: hexColour('The primary colour, such as #0A8FDC.'),
          SecondaryColor: hexColour('The secondary colour.'),
          SidebarColor: hexColour('The menu’s background colour.'),
        })
        .describe('A colour preset.'),
    )
    .length(12, 'the customizer offers exactly 12 presets')
    .describe('The customizer’s colour presets (exactly 12).'),
  navigationStyles: z
    .array(
      z
        .strictObject({
          id: id.describe('The navigation style’s id; its name’s message id is customizer.navStyle.<id>.'),
          name: z.string().min(1).describe('The navigation style’s name in English, shown in the customizer.'),
          kind: z
            .enum(['vertical', 'mini', 'mini-toggle', 'drawer', 'bit-bucket', 'horizontal'])
            .describe(
              'The menu’s form: a full sidebar, icons only, one that toggles between both, a drawer, rail and panel, or a top bar.',
            ),
          header: z
            .enum(['full', 'beside'])
            .describe('full: the header spans the page above the menu; beside: it sits beside a full-height menu.'),
          headerTone: z
            .enum(['mode', 'light', 'dark'])
            .describe('The header’s tone; mode: dark in the semi-dark and dark modes, light in light mode.'),
          navTone: z.enum(['primary', 'light', 'dark']).optional().describe('The menu’s tone.'),
          userBox: z.enum(['sidebar', 'header']).describe('Where the member’s name and menu sit.'),
          search: z.boolean().optional().describe('true: the header has the page search.'),
          promo: z.boolean().optional().describe('true: the promotion banner shows.'),
          aliases: z
            .array(
              z
                .string()
                .regex(/^[a-z][a-z_-]*$/, 'must be lower-case letters, - or _')
                .describe('Another name for this style.'),
            )
            .describe('Other names the layout and nav_style address parameters accept.'),
        })
        .describe('A navigation style (the menu’s form).'),
    )
    .length(11, 'the customizer offers exactly 11 navigation styles')
    .describe('The customizer’s navigation styles (exactly 11).'),
});

import { config } from '@/lib/config';

const ui = config.app.ui;
const theme = config.theme;

/**
 * Every size and timing of the frame, in one place. Layouts, header parts and the theme read them from here;
 * the values a maintainer may tune live in config/ (app.json `ui`, theme.json `radius` and `routeTransition`).
 */
export const sizes = {
  /** px. md: mobile is below it and the header shows the store name above it; xl: extra-large screens. */
  breakpoints: { md: ui.breakpoints.storeNamePx, lg: 1200, xl: 1536, adColumn: ui.breakpoints.adColumnPx },
  sidebar: { base: '19rem', lg: '21rem', xl: '21.6rem' },
  miniSidebar: { base: '4rem', xl: '5rem' },
  /** The bit-bucket layout's icon rail, which stays when its panel collapses. */
  rail: '4rem',
  /** px */
  header: 64,
  horizontalNav: 48,
  promoBanner: 40,
  templateFooter: 56,
  adColumn: 232,
  /** The dashboard's rebates chart, and the skeletons that hold its place while its data and code load. */
  chartHeight: 260,
  boxed: { max: 1260, maxXl: 1680 },
  popover: { widthXs: 260, widthSm: 300, widthXl: 380, listMaxHeight: 200, listMaxHeightXl: 380 },
  storeSelector: ui.storeSelectorWidthPx,
  search: { width: 162, focusedWidth: 235 },
  radius: theme.radius,
  /** ms */
  routeTransition: theme.routeTransition.timeoutMs,
  animation: { durationMs: theme.routeTransition.durationMs, delayMs: theme.routeTransition.delayMs },
  snackbarAutoHideMs: ui.snackbarAutoHideMs,
  adRotationMs: ui.adRotationMs,
  fontWeights: [300, 400, 500, 600, 700],
} as const;

/** Mantine's breakpoints, in em as Mantine expects; md and xl are the spec's (900 and 1536 px). */
export const mantineBreakpoints = {
  xs: '36em',
  sm: '48em',
  md: `${sizes.breakpoints.md / 16}em`,
  lg: `${sizes.breakpoints.lg / 16}em`,
  xl: `${sizes.breakpoints.xl / 16}em`,
};

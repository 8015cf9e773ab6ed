import { describe, expect, it } from 'vitest';
import { mantineBreakpoints, sizes } from './sizes';

describe('sizes, in one place', () => {
  it('has the spec’s values, the tunable ones read from config/', () => {
    expect(sizes.breakpoints).toEqual({ md: 900, lg: 1200, xl: 1536, adColumn: 1280 });
    expect([sizes.sidebar, sizes.miniSidebar]).toEqual([
      { base: '19rem', lg: '21rem', xl: '21.6rem' },
      { base: '4rem', xl: '5rem' },
    ]);
    expect(sizes.boxed).toEqual({ max: 1260, maxXl: 1680 });
    expect(sizes.popover).toEqual({
      widthXs: 260,
      widthSm: 300,
      widthXl: 380,
      listMaxHeight: 200,
      listMaxHeightXl: 380,
    });
    expect([sizes.storeSelector, sizes.search.width, sizes.search.focusedWidth]).toEqual([200, 162, 235]);
    expect([sizes.routeTransition, sizes.animation.durationMs, sizes.animation.delayMs]).toEqual([300, 400, 100]);
    expect([sizes.snackbarAutoHideMs, sizes.adRotationMs]).toEqual([6000, 8000]);
    expect(sizes.radius).toEqual({ standard: 4, modern: 30, modernSmallScreen: 20 });
    expect(sizes.fontWeights).toEqual([300, 400, 500, 600, 700]);
  });

  it('gives Mantine the spec’s medium (900 px) and extra-large (1536 px) breakpoints', () => {
    expect(mantineBreakpoints).toMatchObject({ md: '56.25em', lg: '75em', xl: '96em' });
  });
});

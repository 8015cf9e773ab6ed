// The features the signed-in frame is made of: src/app/layouts.tsx loads them together as the shell layout (the
// shell, with the store selector and the customizer's launcher in its slots). The build's chunk groups give them one
// file with what they need, and the size gate counts them in every member page's visit and never as another page's
// feature. One list for both, checked against layouts.tsx by frame-features.test.ts.
export const FRAME_FEATURES = ['shell', 'stores', 'customizer'];

/** Each frame feature's entry module, relative to the project's root. */
export const FRAME_ROOTS = FRAME_FEATURES.map((feature) => `src/features/${feature}/index.ts`);

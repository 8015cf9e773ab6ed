import type { Manifest } from 'vite';

export interface RenderedPage {
  markup: string;
  title: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  colorScheme: 'light' | 'dark';
}

export function moveStyleAttributes(markup: string): { html: string; css: string };
export function closureOf(manifest: Manifest, keys: string[]): { js: string[]; css: string[] };
export function composePrerenderedPage(input: {
  indexHtml: string;
  manifest: Manifest;
  used: string[];
  rendered: RenderedPage;
  firstPaintEntry?: string;
}): string;

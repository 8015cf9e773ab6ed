import { describe, expect, it } from 'vitest';
import { config } from '@/lib/config';
import { visibleMenu } from '../menu/menu-model';
import { fold, menuPages, searchPages } from './search-model';

const items = visibleMenu(config.menu, ['user']);
const english = menuPages(items, (item) => item.title);
// A stand-in for another catalog: what matters is that labels, not ids or English titles, are searched.
const french: Record<string, string> = {
  rebates: 'Remises',
  rebateInvoice: 'Reçu de facture',
  rebateFifthCheck: 'Cinquième chèque',
  dashboard: 'Tableau de bord',
};
const inFrench = menuPages(items, (item) => french[item.id] ?? item.title);

describe('page search (header box and Ctrl+K)', () => {
  it('lists every page of the menu once, with its group', () => {
    expect(english.map((page) => page.url)).toContain('/rebate/fifth-check');
    expect(english.find((page) => page.id === 'rebateFifthCheck')?.group).toBe('Rebates');
    expect(new Set(english.map((page) => page.url)).size).toBe(english.length);
  });

  it('finds pages by their label, best matches first', () => {
    expect(searchPages(english, 'news').map((page) => page.label)).toEqual(['Newsletter', 'Newsletter']);
    expect(searchPages(english, 'program').map((page) => page.url)).toEqual([
      '/programs/active',
      '/programs/available',
    ]);
    expect(searchPages(english, 'pos')[0]?.url).toBe('/pos/my-pos');
  });

  it('finds a page by its group and its label together', () => {
    expect(searchPages(english, 'chain news').map((page) => page.url)).toEqual(['/chaintools/newsletter']);
  });

  it('searches the current language, without caring for accents or case', () => {
    expect(searchPages(inFrench, 'recu').map((page) => page.url)).toEqual(['/rebate/invoice']);
    expect(searchPages(inFrench, 'CHEQUE').map((page) => page.url)).toEqual(['/rebate/fifth-check']);
    expect(searchPages(inFrench, 'remises').map((page) => page.url)).toEqual([
      '/rebate/invoice',
      '/rebate/fifth-check',
    ]);
    expect(searchPages(inFrench, 'invoice')).toEqual([]);
    expect(fold('Réseau Çà')).toBe('reseau ca');
  });

  it('finds nothing for an empty query or one that matches no page', () => {
    expect(searchPages(english, '   ')).toEqual([]);
    expect(searchPages(english, 'zzz')).toEqual([]);
  });

  it('leaves out pages the member may not see', () => {
    const guest = menuPages(visibleMenu(config.menu, ['guest']), (item) => item.title);
    expect(searchPages(guest, 'dashboard')).toEqual([]);
  });
});

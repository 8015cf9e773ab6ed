import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { explain, explainConfigAt, type RawRoutes } from './config-explain.ts';
import { explanationMarkdown, explanationText } from './config-explain-format.ts';
import { configMessages } from './config-messages.mjs';
import { resolveConfig } from '../src/lib/config/resolve.ts';
import type { ConfigFileName } from '../src/lib/config/schema.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
const names: ConfigFileName[] = ['app.json', 'roles.json', 'routes.json', 'menu.json', 'languages.json', 'theme.json'];
const catalogsFolder = 'src/lib/i18n/catalogs';
const catalogs = () =>
  Object.fromEntries(
    readdirSync(path.join(root, catalogsFolder)).map((file) => [
      file.replace(/\.json$/, ''),
      read(`${catalogsFolder}/${file}`),
    ]),
  );

/** The explanation of config/ with `change` applied to a copy of its raw files, through the loader. */
function explainChanged(change: (raw: Record<ConfigFileName, any>) => void, catalogsOf = catalogs()) {
  const raw = Object.fromEntries(names.map((name) => [name, read(`config/${name}`)])) as Record<ConfigFileName, any>;
  change(raw);
  const result = resolveConfig(raw);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return explain(result.config, raw['routes.json'] as RawRoutes, catalogsOf, configMessages(root));
}

describe('config:explain', () => {
  it('prints each route and the menu as each role sees it, for the real config', () => {
    const { explanation } = explainConfigAt(root);
    if (!explanation) throw new Error('config/ is invalid');
    const text = explanationText(explanation);
    expect(text).toMatch(
      /^rebateInvoice +\/rebate\/invoice +Invoice Receipt +user +shell +Rebates › Invoice Receipt +page rebates\/InvoiceReceiptPage$/m,
    );
    expect(text).toMatch(/^signin +\/signin +Sign in +everyone +auth +\(the sign-in route\) +page auth\/SignInPage$/m);
    expect(text).toMatch(
      /^syndigo +\/merchandise\/syndigo +Syndigo +user +shell +\(by address only\) +content syndigo$/m,
    );
    expect(explanation.menus.map((menu) => menu.role).sort()).toEqual(['admin', 'user']);
    expect(text).toContain("Menu as a member with role 'user' sees it (role sets: user)");
    expect(text).toContain('  Rebates\n    Invoice Receipt  /rebate/invoice\n    Fifth Check  /rebate/fifth-check');
    // The real config leaves nothing unreachable and every title translated.
    expect(explanation.unreachable).toEqual([]);
    expect(explanation.untranslated).toEqual([]);

    const markdown = explanationMarkdown(explanation);
    expect(markdown).toContain('| route | path | title | role set | layout | menu place | shows |');
    expect(markdown).toContain(
      '| rebateInvoice | /rebate/invoice | Invoice Receipt | user | shell | Rebates › Invoice Receipt | page rebates/InvoiceReceiptPage |',
    );
    expect(markdown).toContain("## Menu as a member with role 'admin' sees it (role sets: admin, user)");
    expect(markdown).toContain('| \u00a0\u00a0↳\u00a0Invoice\u00a0Receipt | /rebate/invoice |');
  });

  it('names a page in no menu that is not marked addressOnly, and a menu group no role sees', () => {
    const explanation = explainChanged((raw) => {
      // Coolers leaves the menu; a new group for admins holds only an entry of a role set admins are not in.
      const merchandise = raw['menu.json'].items.find((item: { id?: string }) => item.id === 'merchandise');
      merchandise.children = merchandise.children.filter((child: { route: string }) => child.route !== 'coolers');
      raw['roles.json'].roleSets.chain = ['chainOwner'];
      const planograms = raw['routes.json'].groups[0].routes.find((route: { id: string }) => route.id === 'planograms');
      planograms.roles = 'chain';
      raw['menu.json'].items.push({
        id: 'adminTools',
        type: 'group',
        title: 'Admin tools',
        messageId: 'sidebar.adminTools',
        roles: 'admin',
        children: [{ type: 'item', route: 'planograms' }],
      });
    });
    expect(explanation.unreachable).toEqual([
      "route 'coolers' (/merchandise/coolers) is in no menu and not marked addressOnly in config/routes.json",
      "menu group 'Admin tools' is seen by no role (every entry in it is hidden, or its role set lets no one in)",
    ]);
    expect(explanationText(explanation)).toContain(
      "Unreachable\n  route 'coolers' (/merchandise/coolers) is in no menu",
    );
  });

  it('names a config title a language’s catalog lacks', () => {
    const withoutSyndigo = catalogs();
    delete (withoutSyndigo.fr as Record<string, unknown>)['route.syndigo'];
    delete (withoutSyndigo.ar as Record<string, unknown>)['route.syndigo'];
    const explanation = explainChanged(() => undefined, withoutSyndigo);
    expect(explanation.untranslated).toEqual(['route.syndigo ("Syndigo"): fr, ar']);
    expect(explanationMarkdown(explanation)).toContain('- route.syndigo ("Syndigo"): fr, ar');
  });
});

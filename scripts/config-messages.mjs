// The texts config/ declares, by message id, for the English catalog (scripts/i18n.mjs extract): route titles, the
// menu's own labels and groups, the look's texts (footer, ads, demo messages), the customizer's preset and style
// names, and the texts of config/content/*.json. A root of its own so a test can extract a copy of config/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentMessages } from './content-messages.mjs';

/** @returns {Record<string, { defaultMessage: string, description: string }>} */
export function configMessages(root) {
  const messages = {};
  const add = (id, defaultMessage, description, where) => {
    if (messages[id] && messages[id].defaultMessage !== defaultMessage) {
      throw new Error(
        `${where}: message id '${id}' is used for both "${messages[id].defaultMessage}" and "${defaultMessage}"`,
      );
    }
    messages[id] = { defaultMessage, description };
  };
  const routes = JSON.parse(readFileSync(path.join(root, 'config/routes.json'), 'utf8'));
  for (const group of routes.groups)
    for (const route of group.routes)
      add(route.titleId, route.title, `Title of the page at ${route.path}`, 'config/routes.json');
  const walk = (items) => {
    for (const item of items) {
      if (item.type === 'divider') continue;
      // An item names its route's title unless it gives a label of its own (then both title and messageId).
      if (item.messageId) add(item.messageId, item.title, 'Sidebar menu entry', 'config/menu.json');
      if (item.children) walk(item.children);
    }
  };
  walk(JSON.parse(readFileSync(path.join(root, 'config/menu.json'), 'utf8')).items);

  // The look: footer.json, ads.json and demo-messages.json write each text as { messageId, defaultMessage };
  // theme.json's preset and navigation-style names are shown in the customizer under ids of their own.
  const purposes = {
    'footer.json': 'Footer text',
    'ads.json': 'Text of an advertisement banner',
    'demo-messages.json': 'A demo message in the header messages popover',
  };
  const walkTexts = (value, file) => {
    if (Array.isArray(value)) for (const entry of value) walkTexts(entry, file);
    else if (value && typeof value === 'object') {
      if (typeof value.messageId === 'string' && typeof value.defaultMessage === 'string')
        add(value.messageId, value.defaultMessage, value.description ?? purposes[file], `config/${file}`);
      else for (const entry of Object.values(value)) walkTexts(entry, file);
    }
  };
  for (const file of Object.keys(purposes))
    walkTexts(JSON.parse(readFileSync(path.join(root, 'config', file), 'utf8')), file);
  const theme = JSON.parse(readFileSync(path.join(root, 'config/theme.json'), 'utf8'));
  for (const preset of theme.presets)
    add(
      `customizer.preset.${preset.id}`,
      preset.name,
      'Name of a colour preset in the theme customizer',
      'config/theme.json',
    );
  for (const style of theme.navigationStyles)
    add(
      `customizer.navStyle.${style.id}`,
      style.name,
      'Name of a navigation style (a layout of the portal) in the theme customizer',
      'config/theme.json',
    );
  for (const { id, defaultMessage, description, file } of contentMessages(root))
    add(id, defaultMessage, description, file);
  return messages;
}

// The translatable texts of the content files (config/content/*.json, see src/lib/config/content.ts): every object
// with a string messageId and text. scripts/i18n.mjs adds them to the English catalog beside the menu and route titles.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// What a text is, for the translator, by the field that holds it; a text's own "description" replaces it.
const ROLES = {
  title: 'A heading',
  lead: 'The introduction under the page title',
  intro: 'The introduction of a section',
  paragraphs: 'A paragraph',
  text: 'A sentence or short paragraph',
  label: 'The label of a link or button',
  description: 'A line under a link',
  alt: 'What a picture shows, read by screen readers',
  name: 'Who answers a contact (a desk or a company)',
  hours: 'When a contact answers',
  subtitle: 'Who offers it (under a card title)',
  badge: 'A short tag on a card',
  value: 'The value of a fact on a card',
};

/** @returns {{ id: string, defaultMessage: string, description: string, file: string }[]} in file order */
export function contentMessages(root) {
  const folder = path.join(root, 'config/content');
  if (!existsSync(folder)) return [];
  const found = [];
  for (const name of readdirSync(folder)
    .filter((entry) => entry.endsWith('.json'))
    .sort()) {
    const file = `config/content/${name}`;
    const walk = (node, at, key) => {
      if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${at}[${index}]`, key));
      else if (node && typeof node === 'object') {
        if (typeof node.messageId === 'string' && typeof node.text === 'string') {
          // A text used in several places (a label on every card) is described where it first appears.
          if (found.some((message) => message.id === node.messageId)) return;
          const description = node.description ?? `${ROLES[key] ?? 'A text'} on a content page (${file}, ${at})`;
          found.push({ id: node.messageId, defaultMessage: node.text, description, file });
        } else for (const [field, value] of Object.entries(node)) walk(value, at ? `${at}.${field}` : field, field);
      }
    };
    walk(JSON.parse(readFileSync(path.join(root, file), 'utf8')), '', '');
  }
  return found;
}

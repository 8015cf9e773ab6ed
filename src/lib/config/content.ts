/**
 * Content files: config/content/<name>.json hold the texts, pictures, links and contacts of a page the API
 * has no call for (coolers, Syndigo, the Easystore apps…). A maintainer edits them; nothing is fetched at run time.
 *
 * Writing one (every field: content-schema.ts)
 *   { "intro": { "title": T, "lead": T, "image"?: Image, "links"?: [Link], "apps"?: { "appStore"?: url, "googlePlay"?: url } },
 *     "blocks": [ { "type": "text" | "points" | "steps" | "cards" | "contact" | "links" | "note", "title": T, … } ] }
 *   T, every text:  { "messageId": "content.<camelCaseFileName>.<thing>", "text": "the English", "description"?: "for the translator" }
 *   Image:          { "src": "/images/content/<file>.svg", "alt": T | null }          (null: decorative, alt="")
 *   Link:           { "label": T, "href": "https://…" | "route": "<route id>", "tab"?: "manager", "description"?: T, "primary"?: true }
 *   "placement": "aside" puts a block in the side column (contacts and links go there unless told "main").
 *
 * Checking it
 *   parseContentFile(name, raw, context) validates one file (schema, message ids, route ids, image files) and
 *   returns the page's content with in-app links resolved to paths, or errors naming file and field, e.g.
 *   `config/content/coolers.json: blocks[2].items[0].text.messageId: must start with content.coolers.`.
 *   scripts/portal-config-plugin.ts runs it over every file in config/content/ whenever config/ is read, so a bad
 *   file stops `npm test`, `npm start` and `npm run build`.
 *
 * Showing it
 *   A route of config/routes.json with `"content": "<name>"` shows the file in the content renderer, no page file
 *   (src/app/content-pages.tsx; the content rides in its own lazy chunk, served validated by the config plugin, no zod
 *   in the browser). A page that needs more (an API call beside it) imports its file as a module and composes it:
 *     import content from 'virtual:portal-content/chain-pricing';
 *     <ContentPage content={content} />   // or the single blocks, ContentHero and ContentBlockView (@/components/content)
 *
 * Translating it
 *   `npm run i18n:extract` adds every { messageId, text } of config/content/ to the English catalog (scripts/i18n.mjs);
 *   translate the new ids in the other catalogs. Components read a text with useContentText() (configText inside).
 */
import { contentFileNamePattern, contentFileSchema, type ContentContext, type PageContent } from './content-schema.ts';
import { formatPath } from './resolve.ts';

export * from './content-schema.ts';

export type ContentResult = { ok: true; content: PageContent } | { ok: false; errors: string[] };

export interface ContentTextAt {
  /** Where the text sits in the file: intro.title, blocks[2].items[0].text. */
  path: string;
  messageId: string;
  text: string;
  description?: string;
}

/** Every translatable text of a content file (any object with a string messageId and text), in file order. */
export function contentTexts(raw: unknown, at = ''): ContentTextAt[] {
  if (Array.isArray(raw)) return raw.flatMap((item, index) => contentTexts(item, `${at}[${index}]`));
  if (typeof raw !== 'object' || raw === null) return [];
  const node = raw as Record<string, unknown>;
  if (typeof node.messageId === 'string' && typeof node.text === 'string') {
    return [
      {
        path: at,
        messageId: node.messageId,
        text: node.text,
        ...(typeof node.description === 'string' ? { description: node.description } : {}),
      },
    ];
  }
  return Object.entries(node).flatMap(([key, value]) => contentTexts(value, at ? `${at}.${key}` : key));
}

/** Validates config/content/<name>.json (already parsed from JSON) and resolves it into what its page shows. */
export function parseContentFile(name: string, raw: unknown, context: Omit<ContentContext, 'name'>): ContentResult {
  const file = `config/content/${name}.json`;
  if (!contentFileNamePattern.test(name))
    return {
      ok: false,
      errors: [`${file}: the file name must be lower-case words joined by - (it becomes the message id prefix)`],
    };
  const errors: string[] = [];
  const result = contentFileSchema({ ...context, name }).safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? `: ${issue.keys.join(', ')}` : '';
      errors.push(`${file}: ${formatPath(issue.path) || '(file)'}: ${issue.message}${keys}`);
    }
  }
  // One id, one text: the same id twice with different English would give one of them the other's translation.
  const seen = new Map<string, ContentTextAt>();
  for (const entry of contentTexts(raw)) {
    const first = seen.get(entry.messageId);
    if (first && first.text !== entry.text)
      errors.push(
        `${file}: ${entry.path}.messageId: '${entry.messageId}' already means "${first.text}" at ${first.path}`,
      );
    if (!first) seen.set(entry.messageId, entry);
  }
  if (errors.length > 0 || !result.success) return { ok: false, errors };
  return { ok: true, content: result.data };
}

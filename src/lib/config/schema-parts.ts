import { z } from 'zod';

// The pieces the schemas of config/ share. Every field carries a description (`.describe()` or `.meta()`): the JSON
// Schemas of config/schemas/ are generated from these zod schemas (scripts/config-schemas.ts), and an editor shows
// the description when a maintainer hovers over a key or picks one from the completion list.

/**
 * What a field names that is declared in another place of config/ (or a page file of src/features). The JSON Schema
 * lists the names that exist at generate time as the field's enum, so the editor offers them and marks a typo; the
 * loaders (resolve.ts, look.ts, content.ts) check the name against the files themselves and name file and field.
 */
export type ConfigReference =
  'route' | 'routePath' | 'roleSet' | 'contentFile' | 'page' | 'locale' | 'preset' | 'navigationStyle';

/** A field of `schema` that names a `to`, described for the editor. */
export function refersTo<T extends z.ZodType>(schema: T, to: ConfigReference, description: string): T {
  return schema.meta({ description, refersTo: to });
}

export const id = z.string().regex(/^[a-zA-Z][\w-]*$/, 'must be an identifier (letters, digits, - or _)');
export const messageId = z.string().regex(/^[a-z][\w.-]*$/, 'must be a message id such as sidebar.dashboard');
export const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https address' });
export const inAppPath = z.string().regex(/^\/[\w\-/]*$/, 'must be an in-app path starting with /');

export const routeId = (description: string) => refersTo(id, 'route', description);
export const roleSetName = (description: string) => refersTo(z.string().min(1), 'roleSet', description);

/**
 * The two keys every file of config/ may have at its top: `$schema`, which tells the editor where this file's JSON
 * Schema is, and `$comment`, a note for maintainers. Neither reaches the browser (the config plugin drops both).
 */
export const fileHeader = {
  $schema: z
    .string()
    .optional()
    .describe("Where the editor finds this file's schema (its completion, hover texts and red lines); leave it as is."),
  $comment: z.string().optional().describe('A note for maintainers about this file; the portal ignores it.'),
};

/** A note for maintainers inside a file (beside the settings it explains); the portal ignores it. */
export const comment = {
  $comment: z.string().optional().describe('A note for maintainers; the portal ignores it.'),
};

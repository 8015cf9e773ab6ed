import { z } from 'zod';

// The content of /chaintools/pricing (config/content/chain-pricing.json). Pure zod, no app imports, so build tooling can
// check the file as well as the page.

export const CHAIN_PRICING_FILE = 'config/content/chain-pricing.json';

/** A text of the content file: its message id and English; scripts/i18n.mjs puts it in the catalogs. */
const contentText = z
  .object({
    messageId: z.string().regex(/^content\.chainPricing\.[A-Za-z0-9.]+$/, "must start with 'content.chainPricing.'"),
    text: z.string().trim().min(1, 'must not be empty'),
    description: z.string().min(1).optional(),
  })
  .strict();

const resource = z
  .object({
    id: z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'must be a camelCase name'),
    /** A web page opens in a new tab; a document is a PDF, to open or download. */
    kind: z.enum(['link', 'document']),
    href: z.url({ protocol: /^https$/, error: 'must be an https address' }),
    title: contentText,
    description: contentText,
  })
  .strict();

export const chainPricingContentSchema = z
  .object({
    $comment: z.string().optional(),
    intro: contentText,
    resources: z.array(resource).min(1, 'needs at least one resource'),
    contact: z
      .object({
        heading: contentText,
        text: contentText,
        email: z.email({ error: 'must be an e-mail address' }),
        phone: z.string().regex(/\d/, 'must contain a phone number'),
      })
      .strict(),
  })
  .strict()
  .superRefine((content, context) => {
    const ids = new Set<string>();
    content.resources.forEach((entry, index) => {
      if (ids.has(entry.id)) context.addIssue({ code: 'custom', path: ['resources', index, 'id'], message: `duplicate id '${entry.id}'` });
      ids.add(entry.id);
    });
  });

export type ChainPricingContent = z.infer<typeof chainPricingContentSchema>;
export type ContentText = z.infer<typeof contentText>;

const fieldPath = (path: readonly PropertyKey[]) =>
  path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');

/** Checks the file's contents; every problem names the file and the field, like the other config files. */
export function parseChainPricingContent(raw: unknown): { ok: true; content: ChainPricingContent } | { ok: false; errors: string[] } {
  const result = chainPricingContentSchema.safeParse(raw);
  if (result.success) return { ok: true, content: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => {
      const keys = issue.code === 'unrecognized_keys' ? `: ${issue.keys.join(', ')}` : '';
      return `${CHAIN_PRICING_FILE}: ${fieldPath(issue.path) || '(file)'}: ${issue.message}${keys}`;
    }),
  };
}

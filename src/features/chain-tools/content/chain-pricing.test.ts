import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAIN_PRICING_FILE, parseChainPricingContent } from './chain-pricing.schema';

const root = path.resolve(import.meta.dirname, '../../../..');
const file = () => JSON.parse(readFileSync(path.join(root, CHAIN_PRICING_FILE), 'utf8')) as Record<string, unknown>;

describe(CHAIN_PRICING_FILE, () => {
  it('is valid (a mistake here stops npm test with the file and field named)', () => {
    const result = parseChainPricingContent(file());
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('names the file and the field of each mistake', () => {
    const content = file();
    const resources = structuredClone(content.resources) as Record<string, unknown>[];
    resources[0] = { ...resources[0], href: 'http://pricing.example.com', extra: true };
    resources[1] = { ...resources[1], id: resources[2]?.id };
    const broken = { ...content, intro: { messageId: 'menu.intro', text: ' ' }, resources };
    const result = parseChainPricingContent(broken);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toEqual(
      expect.arrayContaining([
        "config/content/chain-pricing.json: intro.messageId: must start with 'content.chainPricing.'",
        'config/content/chain-pricing.json: intro.text: must not be empty',
        'config/content/chain-pricing.json: resources[0]: Unrecognized key: "extra": extra',
        'config/content/chain-pricing.json: resources[0].href: must be an https address',
      ]),
    );
  });

  it('rejects duplicate resource ids and a missing contact', () => {
    const content = file();
    const resources = structuredClone(content.resources) as Record<string, unknown>[];
    resources[1] = { ...resources[1], id: resources[0]?.id };
    const result = parseChainPricingContent({ ...content, resources, contact: undefined });
    expect(result.ok ? [] : result.errors).toEqual(expect.arrayContaining([expect.stringMatching(/^config\/content\/chain-pricing\.json: contact: /)]));
    const duplicates = parseChainPricingContent({ ...content, resources });
    expect(duplicates.ok ? [] : duplicates.errors).toEqual([`config/content/chain-pricing.json: resources[1].id: duplicate id '${String(resources[0]?.id)}'`]);
  });
});

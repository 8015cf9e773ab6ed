import raw from '@config/content/chain-pricing.json';
import { parseChainPricingContent, type ChainPricingContent } from './chain-pricing.schema';

function load(): ChainPricingContent {
  const result = parseChainPricingContent(raw);
  // npm test checks the file first (chain-pricing.test.ts), so a broken file never ships; this is the last guard.
  if (!result.ok) throw new Error(`Invalid content:\n  ${result.errors.join('\n  ')}`);
  return result.content;
}

/** The validated content of /chaintools/pricing. */
export const chainPricingContent = load();

import type { ContractDocument } from './contract-examples.ts';

/** openapi/member-portal.yaml, parsed (a fresh copy each call, which a test may edit). */
export function loadContract(): ContractDocument;

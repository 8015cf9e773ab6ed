import type { ContentBlock } from '@/lib/config';

/** The block of a content file with the given type. */
export type BlockOf<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;

import { sizes } from '@/lib/theme';

/** 200 px (config's sizes.storeSelector); narrower on phones so the header's other controls stay on screen. */
export const storeSelectorWidth = { base: 128, sm: sizes.storeSelector };

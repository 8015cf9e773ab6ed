import { Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { config } from '@/lib/config';
import { useCurrentStore } from '@/lib/member';
import classes from './stores.module.css';

// The store name shows only on screens wider than 900 px (config/app.json ui.breakpoints.storeNamePx).
const wideEnough = `(min-width: ${config.app.ui.breakpoints.storeNamePx + 1}px)`;

/** The current store's name beside the logo. */
export function CurrentStoreName() {
  const storeName = useCurrentStore()?.storeName ?? '';
  const wide = useMediaQuery(wideEnough, false, { getInitialValueInEffect: false });
  if (!storeName) return null;
  return (
    <Text component="span" size="sm" className={classes.storeName} hidden={!wide} data-testid="current-store-name">
      {storeName}
    </Text>
  );
}

import { Text } from '@mantine/core';
import { useMember } from '@/lib/member';
import classes from './stores.module.css';

/** The current store's name beside the logo, only on screens wider than 900 px (spec §2, §9). */
export function CurrentStoreName() {
  const storeName = useMember((member) => member.currentStore?.storeName ?? '');
  if (!storeName) return null;
  return (
    <Text component="span" size="sm" className={classes.storeName} data-testid="current-store-name">
      {storeName}
    </Text>
  );
}

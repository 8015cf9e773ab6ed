import type { ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ContentApps } from '@/lib/config';
import classes from './content.module.css';
import { contentMessages } from './messages';

function Badge({
  href,
  icon,
  lines,
}: {
  href: string;
  icon: ReactNode;
  lines: [MessageDescriptor, MessageDescriptor];
}) {
  const intl = useIntl();
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes.storeBadge}>
        {icon}
        <span className={classes.storeBadgeText}>
          <span className={classes.storeBadgeSmall}>{intl.formatMessage(lines[0])}</span>{' '}
          <span className={classes.storeBadgeLarge}>{intl.formatMessage(lines[1])}</span>
        </span>
        <VisuallyHidden> {intl.formatMessage(contentMessages.opensInNewTab)}</VisuallyHidden>
      </a>
    </li>
  );
}

/** The App Store and Google Play badges of a mobile app, drawn in the page's language, each opening the store. */
export function AppStoreBadges({ apps }: { apps: ContentApps }) {
  const intl = useIntl();
  return (
    <ul className={classes.storeBadges} aria-label={intl.formatMessage(contentMessages.appStores)}>
      {apps.appStore && (
        <Badge
          href={apps.appStore}
          icon={<IconBrandApple size={28} aria-hidden />}
          lines={[contentMessages.appStoreLine1, contentMessages.appStoreLine2]}
        />
      )}
      {apps.googlePlay && (
        <Badge
          href={apps.googlePlay}
          icon={<IconBrandGooglePlay size={26} aria-hidden />}
          lines={[contentMessages.googlePlayLine1, contentMessages.googlePlayLine2]}
        />
      )}
    </ul>
  );
}

import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { config } from '@/lib/config';
import { shellMessages } from '../messages';
import classes from './header.module.css';

/**
 * The logo and 'Member Portal', leading home. `compact` keeps the logo alone (mini rails); the link is named either
 * way, as phones hide the text in the header.
 */
export function Brand({ compact = false, withAdminLabel = false }: { compact?: boolean; withAdminLabel?: boolean }) {
  const intl = useIntl();
  const name = intl.formatMessage(shellMessages.appName);
  return (
    <div className={classes.brandBlock}>
      <Link to={config.initialPath} className={classes.brand} aria-label={name}>
        <img src="/favicon.svg" alt="" width={32} height={32} />
        {!compact && (
          <Text component="span" fw={700} size="lg">
            {name}
          </Text>
        )}
      </Link>
      {withAdminLabel && !compact && (
        <Text size="xs" className={classes.adminLabel}>
          {intl.formatMessage(shellMessages.adminLabel)}
        </Text>
      )}
    </div>
  );
}

import { Center, Paper } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { useRouteTitle } from '@/components/useRouteTitle';
import { authMessages } from './messages';
import classes from './auth.module.css';

/** Spec §2: signed-out visitors see the authentication pages full-screen over a background image. */
export function AuthLayout() {
  const intl = useIntl();
  useRouteTitle();
  return (
    <Center component="main" className={classes.background} aria-label={intl.formatMessage(authMessages.backgroundAlt)}>
      <Paper className={classes.card} shadow="xl" p="xl" radius="lg" withBorder>
        <div className={classes.logo}>
          <img src="/favicon.svg" alt="" width={40} height={40} />
        </div>
        <Outlet />
      </Paper>
    </Center>
  );
}

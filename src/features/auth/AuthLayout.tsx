import { Center, Paper, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { useRouteTitle } from '@/components/useRouteTitle';
import { config } from '@/lib/config';
import { AuthLinks } from './AuthLinks';
import { frameMessages } from './frame-messages';
import { authMessages } from './messages';
import classes from './auth.module.css';

export type AuthPageVariant = 'card' | 'split';

function Logo({ size }: { size: number }) {
  return <img src="/favicon.svg" alt="" width={size} height={size} />;
}

/** A member can choose the language before signing in. */
function LanguageCorner() {
  return (
    <div className={classes.languageCorner}>
      <LanguageSwitcher />
    </div>
  );
}

/**
 * Signed-out visitors see the authentication pages full-screen over a background image, in one of two
 * variants (config/app.json ui.authPageVariant): a card over the picture, or the picture beside the form (stacked
 * on narrow screens). The pages never know which.
 */
export function AuthFrame({ variant }: { variant: AuthPageVariant }) {
  const intl = useIntl();
  useRouteTitle();
  const label = intl.formatMessage(authMessages.backgroundAlt);

  if (variant === 'split') {
    return (
      <main className={classes.split} aria-label={label} data-variant="split">
        <LanguageCorner />
        <div className={classes.splitPicture}>
          <Logo size={48} />
          <Text className={classes.splitName}>{config.app.appName}</Text>
          <Text className={classes.splitTagline}>{intl.formatMessage(frameMessages.splitTagline)}</Text>
        </div>
        <div className={classes.splitForm}>
          <div className={classes.splitContent}>
            <Outlet />
            <AuthLinks />
          </div>
        </div>
      </main>
    );
  }
  return (
    <Center component="main" className={classes.background} aria-label={label} data-variant="card">
      <LanguageCorner />
      <Paper className={classes.card} shadow="xl" p="xl" radius="lg" withBorder>
        <div className={classes.logo}>
          <Logo size={40} />
        </div>
        <Outlet />
        <AuthLinks />
      </Paper>
    </Center>
  );
}

export function AuthLayout() {
  return <AuthFrame variant={config.app.ui.authPageVariant} />;
}

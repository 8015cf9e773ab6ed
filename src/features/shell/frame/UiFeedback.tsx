import { lazy, Suspense, useEffect, useState } from 'react';
import { Progress } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router-dom';
import { dispatchUi, getUiState, useUiState } from '@/lib/ui-state';
import { shellMessages } from '../messages';
import classes from './frame.module.css';

// The snackbar (@mantine/notifications with its transitions, ~8 KiB) downloads with the first message to show.
const Snackbar = lazy(() => import('./Snackbar'));

/**
 * The global view driven by the common UI state: a loader while a page or a tracked fetch
 * loads, and success and error messages in a snackbar (Snackbar).
 */
export function UiFeedback() {
  const intl = useIntl();
  const { loading, message, error } = useUiState();
  const navigation = useNavigation();
  const [snackbarWanted, setSnackbarWanted] = useState(false);
  if ((message || error) && !snackbarWanted) setSnackbarWanted(true);

  // Opening a page downloads its code first: that is a fetch for the loader.
  useEffect(() => {
    if (navigation.state === 'loading') dispatchUi({ type: 'fetchStart' });
    else if (getUiState().loading) dispatchUi({ type: 'fetchSuccess' });
  }, [navigation.state]);

  return (
    <>
      {loading && (
        <Progress
          value={100}
          animated
          striped
          size="xs"
          radius={0}
          className={classes.loader}
          aria-label={intl.formatMessage(shellMessages.pageLoading)}
        />
      )}
      {snackbarWanted && (
        <Suspense fallback={null}>
          <Snackbar />
        </Suspense>
      )}
    </>
  );
}

import { useEffect } from 'react';
import { Progress, useDirection } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router-dom';
import { commonMessages } from '@/lib/i18n';
import { sizes } from '@/lib/theme';
import { dispatchUi, getUiState, useUiState } from '@/lib/ui-state';
import { shellMessages } from '../messages';
import classes from './frame.module.css';
import '@mantine/notifications/styles.css';

/**
 * The global view of spec §8 driven by the common UI state (spec §4): a loader while a page or a tracked fetch
 * loads, and success and error messages as a snackbar at the bottom start, hiding after 6 s (spec §9) unless hovered.
 */
export function UiFeedback() {
  const intl = useIntl();
  const { loading, message, error } = useUiState();
  const navigation = useNavigation();
  const rtl = useDirection().dir === 'rtl';

  // Opening a page downloads its code first: that is a fetch for the loader.
  useEffect(() => {
    if (navigation.state === 'loading') dispatchUi({ type: 'fetchStart' });
    else if (getUiState().loading) dispatchUi({ type: 'fetchSuccess' });
  }, [navigation.state]);

  // A message or an error moves into the snackbar; the state is then cleared (spec §4 "hide message").
  useEffect(() => {
    if (!message && !error) return;
    notifications.show({
      message: error || message,
      color: error ? 'red' : 'green',
      icon: error ? <IconAlertTriangle size={18} aria-hidden /> : <IconCheck size={18} aria-hidden />,
      withCloseButton: true,
      closeButtonProps: { 'aria-label': intl.formatMessage(commonMessages.dismiss) },
    });
    dispatchUi({ type: 'hideMessage' });
  }, [message, error, intl]);

  return (
    <>
      {loading && <Progress value={100} animated striped size="xs" radius={0} className={classes.loader} aria-label={intl.formatMessage(shellMessages.pageLoading)} />}
      {/* Spec §2 anchors it bottom-left; right to left, the start is the right. */}
      <Notifications position={rtl ? 'bottom-right' : 'bottom-left'} autoClose={sizes.snackbarAutoHideMs} containerWidth={380} />
    </>
  );
}

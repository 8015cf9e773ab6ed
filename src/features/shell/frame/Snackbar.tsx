import { useEffect } from 'react';
import { useDirection } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/lib/i18n';
import { sizes } from '@/lib/theme';
import { dispatchUi, useUiState } from '@/lib/ui-state';
import '@mantine/notifications/styles.css';

/**
 * Success and error messages of the common UI state as a snackbar at the bottom start, hiding after 6 s
 * unless hovered. Loaded with the first message, which waits in the state until this shows it.
 */
export default function Snackbar() {
  const intl = useIntl();
  const { message, error } = useUiState();
  const rtl = useDirection().dir === 'rtl';

  // A message or an error moves into the snackbar; the state is then cleared ("hide message").
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

  // Bottom-left, where it covers the least; right to left, the start is the right.
  return (
    <Notifications
      position={rtl ? 'bottom-right' : 'bottom-left'}
      autoClose={sizes.snackbarAutoHideMs}
      containerWidth={380}
    />
  );
}

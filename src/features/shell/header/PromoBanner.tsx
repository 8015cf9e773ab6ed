import { useState } from 'react';
import { CloseButton, Text } from '@mantine/core';
import { IconDiscount2 } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { shellMessages } from '../messages';
import classes from './promo.module.css';

const DISMISSED_KEY = 'memberPortal.promoDismissed';

export function readPromoDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Promo banner (one layout shows it); a dismissal is remembered on this device. */
export function usePromoBanner(): { visible: boolean; dismiss: () => void } {
  const [dismissed, setDismissed] = useState(readPromoDismissed);
  return {
    visible: !dismissed,
    dismiss: () => {
      setDismissed(true);
      try {
        localStorage.setItem(DISMISSED_KEY, 'true');
      } catch {
        // Not remembered; it stays hidden until the next visit.
      }
    },
  };
}

export function PromoBanner({ onDismiss }: { onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <div className={classes.promo}>
      <IconDiscount2 size={18} stroke={1.8} aria-hidden />
      <Text size="sm" fw={500} component="span">
        {intl.formatMessage(shellMessages.promo)}
      </Text>
      <CloseButton
        size="sm"
        className={classes.promoClose}
        aria-label={intl.formatMessage(shellMessages.dismissPromo)}
        onClick={onDismiss}
      />
    </div>
  );
}

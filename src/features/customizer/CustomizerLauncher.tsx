import { lazy, Suspense, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { customizerMessages } from './messages';
import classes from './customizer.module.css';

// The drawer and its controls download on the first click (or when the pointer comes near the button).
const loadDrawer = () => import('./CustomizerDrawer');
const CustomizerDrawer = lazy(loadDrawer);

/** Spec §2 theme customizer: a settings button on the screen's edge opens it in a drawer. */
export function CustomizerLauncher() {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <ActionIcon
        size="xl"
        className={classes.launcher}
        aria-label={intl.formatMessage(customizerMessages.open)}
        aria-expanded={opened}
        onPointerEnter={() => void loadDrawer()}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        <IconSettings size={24} stroke={1.6} aria-hidden className={classes.spin} />
      </ActionIcon>
      {loaded && (
        <Suspense fallback={null}>
          <CustomizerDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

import { lazy, Suspense, useRef, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { launcherMessages } from './launcher-messages';
import classes from './customizer.module.css';

// The drawer and its controls download on the first click (or when the pointer comes near the button).
const loadDrawer = () => import('./CustomizerDrawer');
const CustomizerDrawer = lazy(loadDrawer);

/** Theme customizer: a settings button on the screen's edge opens it in a drawer. */
export function CustomizerLauncher() {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Mantine gives the focus back to what had it when a drawer opens, but a drawer that mounts already open (the first
  // time, once its chunk has arrived) never saw that moment: the focus fell to the page's start. Give it back here.
  const close = () => {
    setOpened(false);
    button.current?.focus();
  };
  return (
    <>
      <ActionIcon
        ref={button}
        size="xl"
        className={classes.launcher}
        aria-label={intl.formatMessage(launcherMessages.open)}
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
          <CustomizerDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

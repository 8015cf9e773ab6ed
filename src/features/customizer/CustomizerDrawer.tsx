import './styles';
import { CloseButton, Drawer } from '@mantine/core';
import { useIntl } from 'react-intl';
import { CustomizerControls } from './CustomizerControls';
import { customizerMessages as m } from './messages';
import classes from './customizer.module.css';

/** The theme customizer in a drawer from the screen's inline end. */
export default function CustomizerDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    // Mantine's own title row is a <header>, a second banner landmark beside the portal's: this one is a plain row.
    // 'right' is the inline end: Mantine lays the drawer out with flexbox, which mirrors right to left.
    <Drawer.Root opened={opened} onClose={onClose} position="right" size={360} classNames={{ body: classes.body }}>
      <Drawer.Overlay />
      <Drawer.Content>
        <div className={classes.top}>
          {/* Drawer.Title names the dialog. */}
          <Drawer.Title className={classes.title}>{intl.formatMessage(m.title)}</Drawer.Title>
          <CloseButton aria-label={intl.formatMessage(m.close)} onClick={onClose} />
        </div>
        <Drawer.Body>
          <CustomizerControls />
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

import { Button, Popover, ScrollArea, Text, useMatches } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDisclosurePopover } from '@/components/lazy-popup';
import { lookConfig } from '@/lib/config/look-data';
import { configText } from '@/lib/i18n';
import { sizes } from '@/lib/theme';
import { shellMessages } from '../messages';
import { MessagesButton, MessagesIndicator } from './MessagesButton';
import classes from './popover.module.css';

const { messages, viewAllPath } = lookConfig.messages;

/** Messages popover: the four demo entries of config/demo-messages.json and 'View all'. */
export default function MessagesPopup({ openOnMount }: { openOnMount: boolean }) {
  const intl = useIntl();
  const { popover, targetProps } = useDisclosurePopover(openOnMount);
  // Popover widths and list heights, by screen size.
  const width = useMatches({ base: sizes.popover.widthXs, sm: sizes.popover.widthSm, xl: sizes.popover.widthXl });
  const listHeight = useMatches({ base: sizes.popover.listMaxHeight, xl: sizes.popover.listMaxHeightXl });
  const title = intl.formatMessage(shellMessages.messagesTitle);
  return (
    <Popover {...popover} width={width} position="bottom-end" shadow="md" withinPortal={false}>
      <MessagesIndicator>
        <Popover.Target>
          <MessagesButton {...targetProps} />
        </Popover.Target>
      </MessagesIndicator>
      <Popover.Dropdown p={0}>
        <Text fw={600} size="sm" px="sm" py="xs" className={classes.popoverTitle}>
          {title}
        </Text>
        {/* Tab moves through the entries, each focusable, so the list scrolls with them. */}
        <ScrollArea.Autosize mah={listHeight} type="auto">
          <ul aria-label={title} className={classes.messageList}>
            {messages.map((message) => (
              <li key={message.id} className={classes.message} tabIndex={0}>
                <img src={message.image} alt="" width={36} height={36} className={classes.messageImage} />
                <span>
                  <Text size="sm" fw={600} component="span" display="block">
                    {message.name}
                  </Text>
                  <Text size="sm" component="span" display="block">
                    {configText(intl, message.message.messageId, message.message.defaultMessage)}
                  </Text>
                </span>
              </li>
            ))}
          </ul>
        </ScrollArea.Autosize>
        <div className={classes.popoverFooter}>
          <Button component={Link} to={viewAllPath} variant="light" size="xs" fullWidth>
            {intl.formatMessage(shellMessages.viewAll)}
          </Button>
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}

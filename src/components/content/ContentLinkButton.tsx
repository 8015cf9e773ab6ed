import { Button, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconExternalLink } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ContentLink } from '@/lib/config';
import classes from './content.module.css';
import { contentMessages } from './messages';
import { useContentText } from './useContentText';

interface ContentLinkButtonProps {
  link: ContentLink;
  fullWidth?: boolean;
  size?: 'sm' | 'md';
}

/**
 * A link of a content file as a button: an in-app route (with its navigation state), or another website in a new
 * tab (rel="noopener noreferrer", said to screen readers). A long translated label wraps instead of being cut.
 */
export function ContentLinkButton({ link, fullWidth = false, size = 'md' }: ContentLinkButtonProps) {
  const intl = useIntl();
  const t = useContentText();
  const look = {
    variant: link.primary ? 'filled' : 'default',
    size,
    fullWidth,
    classNames: { root: classes.button, inner: classes.buttonInner, label: classes.buttonLabel },
  } as const;
  if (link.kind === 'internal') {
    return (
      <Button
        {...look}
        component={Link}
        to={link.to}
        state={link.state}
        rightSection={<IconArrowRight size={16} aria-hidden className={classes.directional} />}
      >
        {t(link.label)}
      </Button>
    );
  }
  return (
    <Button
      {...look}
      component="a"
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      rightSection={<IconExternalLink size={16} aria-hidden className={classes.directional} />}
    >
      {t(link.label)}
      <VisuallyHidden> {intl.formatMessage(contentMessages.opensInNewTab)}</VisuallyHidden>
    </Button>
  );
}

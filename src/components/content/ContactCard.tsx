import { Anchor, Text, ThemeIcon } from '@mantine/core';
import { IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { BlockOf } from './block-types';
import classes from './content.module.css';
import { ContentLinkButton } from './ContentLinkButton';
import { ContentSection } from './ContentSection';
import { contentMessages } from './messages';
import { useContentText } from './useContentText';

/** A number to dial: digits only, the leading + kept ('1-800-555-0142' → 'tel:18005550142'). */
const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/** A contact card: who answers, e-mail and phone as mailto/tel links, when they answer, and a link. */
export function ContactCard({ block }: { block: BlockOf<'contact'> }) {
  const intl = useIntl();
  const t = useContentText();
  const rows = [
    block.email && {
      key: 'email',
      icon: IconMail,
      label: contentMessages.email,
      value: (
        <Anchor href={`mailto:${block.email}`} dir="ltr" className={classes.contactValue}>
          {block.email}
        </Anchor>
      ),
    },
    block.phone && {
      key: 'phone',
      icon: IconPhone,
      label: contentMessages.phone,
      value: (
        <Anchor href={telHref(block.phone)} dir="ltr" className={classes.contactValue}>
          {block.phone}
        </Anchor>
      ),
    },
    block.hours && {
      key: 'hours',
      icon: IconClock,
      label: contentMessages.hours,
      value: <Text size="sm">{t(block.hours)}</Text>,
    },
  ].filter((row) => !!row);
  return (
    <ContentSection title={block.title} intro={block.intro}>
      {block.name && (
        <Text fw={600} className={classes.contactName}>
          {t(block.name)}
        </Text>
      )}
      <ul className={classes.contactList}>
        {rows.map(({ key, icon: Icon, label, value }) => (
          <li key={key} className={classes.contactRow}>
            <ThemeIcon variant="light" size={36} radius="xl" aria-hidden>
              <Icon size={18} />
            </ThemeIcon>
            <div className={classes.contactText}>
              <Text size="xs" c="dimmed" className={classes.contactLabel}>
                {intl.formatMessage(label)}
              </Text>
              {value}
            </div>
          </li>
        ))}
      </ul>
      {block.link && (
        <div className={classes.contactAction}>
          <ContentLinkButton link={block.link} fullWidth />
        </div>
      )}
    </ContentSection>
  );
}

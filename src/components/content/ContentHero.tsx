import { useId } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import type { PageContent } from '@/lib/config';
import { AppStoreBadges } from './AppStoreBadges';
import classes from './content.module.css';
import { ContentImage } from './ContentImage';
import { ContentLinkButton } from './ContentLinkButton';
import { useContentText } from './useContentText';

/** The top of a content page: its pitch, a picture, the main buttons and, for an app, the store badges. */
export function ContentHero({ intro }: { intro: PageContent['intro'] }) {
  const t = useContentText();
  const headingId = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      aria-labelledby={headingId}
      className={intro.image ? `${classes.hero} ${classes.heroWithImage}` : classes.hero}
    >
      <div className={classes.heroText}>
        <Title order={2} id={headingId} className={classes.heroTitle}>
          {t(intro.title)}
        </Title>
        <Text className={classes.heroLead}>{t(intro.lead)}</Text>
        {intro.links && intro.links.length > 0 && (
          <div className={classes.heroActions}>
            {intro.links.map((link) => (
              <ContentLinkButton key={link.label.messageId} link={link} />
            ))}
          </div>
        )}
        {intro.apps && <AppStoreBadges apps={intro.apps} />}
      </div>
      {intro.image && <ContentImage image={intro.image} className={classes.heroImage} />}
    </Paper>
  );
}

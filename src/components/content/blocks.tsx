import { Alert, Badge, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ContentBlock } from '@/lib/config';
import { useFormatters } from '@/lib/i18n';
import type { BlockOf } from './block-types';
import classes from './content.module.css';
import { contentIcons } from './content-icons';
import { ContentImage } from './ContentImage';
import { ContentLinkButton } from './ContentLinkButton';
import { ContactCard } from './ContactCard';
import { ContentSection } from './ContentSection';
import { useContentText } from './useContentText';

function TextBlock({ block }: { block: BlockOf<'text'> }) {
  const t = useContentText();
  return (
    <ContentSection title={block.title} intro={block.intro}>
      <div className={block.image ? classes.textWithImage : undefined}>
        <div className={classes.paragraphs}>
          {block.paragraphs.map((paragraph) => (
            <Text key={paragraph.messageId}>{t(paragraph)}</Text>
          ))}
        </div>
        {block.image && <ContentImage image={block.image} className={classes.textImage} />}
      </div>
    </ContentSection>
  );
}

function PointsBlock({ block }: { block: BlockOf<'points'> }) {
  const t = useContentText();
  return (
    <ContentSection title={block.title} intro={block.intro}>
      <ul className={block.layout === 'grid' ? classes.pointGrid : classes.pointList}>
        {block.items.map((item) => {
          const Icon = item.icon ? contentIcons[item.icon] : null;
          return (
            <li key={item.text.messageId} className={classes.point}>
              {Icon ? (
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden className={classes.pointIcon}>
                  <Icon size={22} stroke={1.6} />
                </ThemeIcon>
              ) : (
                <IconCircleCheck size={22} aria-hidden className={classes.bullet} />
              )}
              <div>
                {item.title && (
                  <Title order={3} size="h6" className={classes.itemTitle}>
                    {t(item.title)}
                  </Title>
                )}
                <Text size="sm">{t(item.text)}</Text>
              </div>
            </li>
          );
        })}
      </ul>
    </ContentSection>
  );
}

function StepsBlock({ block }: { block: BlockOf<'steps'> }) {
  const t = useContentText();
  const formatters = useFormatters();
  return (
    <ContentSection title={block.title} intro={block.intro}>
      <ol className={classes.steps}>
        {block.items.map((step, index) => (
          <li key={step.title.messageId} className={classes.step}>
            <span className={classes.stepNumber} aria-hidden>
              {formatters.number(index + 1)}
            </span>
            <div>
              <Title order={3} size="h6" className={classes.itemTitle}>
                {t(step.title)}
              </Title>
              {step.text && (
                <Text size="sm" c="dimmed">
                  {t(step.text)}
                </Text>
              )}
            </div>
          </li>
        ))}
      </ol>
    </ContentSection>
  );
}

function CardsBlock({ block }: { block: BlockOf<'cards'> }) {
  const t = useContentText();
  return (
    <ContentSection title={block.title} intro={block.intro}>
      <ul className={classes.cardGrid}>
        {block.items.map((card) => (
          <li key={card.title.messageId} className={classes.card}>
            {card.image && (
              <div className={classes.cardMedia}>
                <ContentImage image={card.image} className={classes.cardImage} />
              </div>
            )}
            <div className={classes.cardBody}>
              <div className={classes.cardHeading}>
                <Title order={3} size="h5">
                  {t(card.title)}
                </Title>
                {card.badge && (
                  <Badge variant="outline" radius="sm" className={classes.cardBadge}>
                    {t(card.badge)}
                  </Badge>
                )}
              </div>
              {card.subtitle && (
                <Text size="sm" c="dimmed">
                  {t(card.subtitle)}
                </Text>
              )}
              <Text size="sm">{t(card.text)}</Text>
              {card.facts && (
                <dl className={classes.facts}>
                  {card.facts.map((fact) => (
                    <div key={fact.label.messageId} className={classes.fact}>
                      <dt>{t(fact.label)}</dt>
                      <dd>{t(fact.value)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {card.link && (
                <div className={classes.cardAction}>
                  <ContentLinkButton link={card.link} size="sm" fullWidth />
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

function LinksBlock({ block }: { block: BlockOf<'links'> }) {
  const t = useContentText();
  return (
    <ContentSection title={block.title} intro={block.intro}>
      <ul className={classes.linkList}>
        {block.links.map((link) => (
          <li key={link.label.messageId}>
            <ContentLinkButton link={link} fullWidth />
            {link.description && (
              <Text size="sm" c="dimmed" className={classes.linkDescription}>
                {t(link.description)}
              </Text>
            )}
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

function NoteBlock({ block }: { block: BlockOf<'note'> }) {
  const t = useContentText();
  const Icon = block.tone === 'warning' ? IconAlertTriangle : IconInfoCircle;
  // A note is part of the page, not news: role="note", not Mantine's default role="alert".
  return (
    <Alert
      role="note"
      variant="light"
      color={block.tone === 'warning' ? 'yellow' : 'portal'}
      radius="md"
      icon={<Icon size={20} aria-hidden />}
      title={block.title && t(block.title)}
      classNames={{ message: classes.noteMessage }}
    >
      {t(block.text)}
    </Alert>
  );
}

/** One block of a content file, drawn the way its type says. */
export function ContentBlockView({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'text':
      return <TextBlock block={block} />;
    case 'points':
      return <PointsBlock block={block} />;
    case 'steps':
      return <StepsBlock block={block} />;
    case 'cards':
      return <CardsBlock block={block} />;
    case 'contact':
      return <ContactCard block={block} />;
    case 'links':
      return <LinksBlock block={block} />;
    case 'note':
      return <NoteBlock block={block} />;
  }
}

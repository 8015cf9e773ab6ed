import type { ReactNode } from 'react';
import { SimpleGrid, Text, Title } from '@mantine/core';
import {
  IconBrandApple,
  IconBrandFacebook,
  IconBrandGooglePlay,
  IconBrandLinkedin,
  IconHeadset,
} from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { lookConfig, type ConfigText } from '@/lib/config/look-data';
import { configText, useFormatters } from '@/lib/i18n';
import { accountTabSearch, accountTabState } from '@/lib/routing';
import { copyrightMessage, qrCodeAlt } from '../messages';
import { ExternalLink } from './ExternalLink';
import { QrCode } from './QrCode';
import classes from './footer.module.css';

const { footer, qrCodes } = lookConfig;
const platformIcons = { ios: IconBrandApple, android: IconBrandGooglePlay };
const networkIcons = { facebook: IconBrandFacebook, linkedin: IconBrandLinkedin };

function Group({ title, children }: { title: ConfigText; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section className={classes.group}>
      <Title order={2} size="h6" className={classes.groupTitle}>
        {configText(intl, title.messageId, title.defaultMessage)}
      </Title>
      {children}
    </section>
  );
}

/** A footer group of plain external links (Company, Services). */
function LinkGroup({
  title,
  links,
}: {
  title: ConfigText;
  links: readonly { id: string; label: ConfigText; href: string }[];
}) {
  const intl = useIntl();
  return (
    <Group title={title}>
      <ul className={classes.links}>
        {links.map((link) => (
          <li key={link.id}>
            <ExternalLink href={link.href} className={classes.link}>
              {configText(intl, link.label.messageId, link.label.defaultMessage)}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Group>
  );
}

/**
 * Footer, from config/footer.json: Company, Mobile app, Services, Help Center, Social and the copyright line. The
 * frame's <footer> holds it, with the template's footer bar and the customizer's button.
 */
export function PortalFooter() {
  const intl = useIntl();
  const formatters = useFormatters();
  const text = (value: ConfigText) => configText(intl, value.messageId, value.defaultMessage);
  const manager = footer.helpCenter.regionalManager;
  return (
    <div className={classes.footer}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="xl" verticalSpacing="lg">
        <LinkGroup title={footer.company.title} links={footer.company.links} />
        <Group title={footer.mobileApps.title}>
          <ul className={classes.apps}>
            {footer.mobileApps.apps.map((app) => {
              const Icon = platformIcons[app.platform];
              const qr = qrCodes[app.id];
              return (
                <li key={app.id} className={classes.app}>
                  <ExternalLink href={app.href} className={classes.badge}>
                    <Icon size={22} stroke={1.6} aria-hidden />
                    <span>{text(app.label)}</span>
                  </ExternalLink>
                  {qr && <QrCode code={qr} label={intl.formatMessage(qrCodeAlt, { store: text(app.label) })} />}
                </li>
              );
            })}
          </ul>
        </Group>
        <LinkGroup title={footer.services.title} links={footer.services.links} />
        <Group title={footer.helpCenter.title}>
          {/* Opens /account-details on its tab 1, the regional manager's contact. */}
          <Link
            to={{ pathname: footer.regionalManagerPath, search: accountTabSearch(manager.tab) }}
            state={accountTabState(manager.tab)}
            className={classes.link}
          >
            <IconHeadset size={18} stroke={1.6} aria-hidden />
            {text(manager.label)}
          </Link>
        </Group>
        <Group title={footer.social.title}>
          <ul className={classes.social}>
            {footer.social.links.map((link) => {
              const Icon = networkIcons[link.network];
              return (
                <li key={link.id}>
                  <ExternalLink href={link.href} className={classes.link}>
                    <Icon size={20} stroke={1.6} aria-hidden />
                    {text(link.label)}
                  </ExternalLink>
                </li>
              );
            })}
          </ul>
        </Group>
      </SimpleGrid>
      <Text size="xs" c="dimmed" className={classes.copyright}>
        {intl.formatMessage(copyrightMessage, { year: formatters.year() })}
      </Text>
    </div>
  );
}

import { Button, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { lookConfig } from '@/lib/config/look-data';
import { configText } from '@/lib/i18n';
import { ExternalLink } from './ExternalLink';
import classes from './footer.module.css';

const { templateFooter } = lookConfig.footer;

/** The template's footer bar (placeholder text and 'Buy Now'), shown while the customizer's footer is on: fixed or fluid. */
export function TemplateFooter({ fixed }: { fixed: boolean }) {
  const intl = useIntl();
  return (
    <div className={classes.templateFooter} data-fixed={fixed || undefined}>
      <Text size="sm" className={classes.templateText}>
        {configText(intl, templateFooter.text.messageId, templateFooter.text.defaultMessage)}
      </Text>
      <Button component={ExternalLink} href={templateFooter.buyNow.href} size="xs" color="secondary">
        {configText(intl, templateFooter.buyNow.label.messageId, templateFooter.buyNow.label.defaultMessage)}
      </Button>
    </div>
  );
}

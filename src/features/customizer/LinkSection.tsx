import { useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import { IconCheck, IconLink } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { queryForSettings, useThemeSettings } from '@/lib/theme';
import { ui } from '@/lib/ui-state';
import { customizerMessages as m } from './messages';

/** 'Copy link to this look': this page's address with the layout, mode, rtl and style parameters. */
export function LinkSection() {
  const intl = useIntl();
  const settings = useThemeSettings();
  const link = `${window.location.origin}${window.location.pathname}?${queryForSettings(settings)}`;
  const [copiedLink, setCopiedLink] = useState<string | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => {
        setCopiedLink(link);
        ui.showMessage(intl.formatMessage(m.linkCopied));
      },
      // The browser may refuse (no permission): the link stays in the field above to copy by hand.
      () => ui.showError(intl.formatMessage(m.copyFailed)),
    );
  };
  return (
    <div>
      <TextInput
        label={intl.formatMessage(m.link)}
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        mb="xs"
      />
      <Button
        fullWidth
        variant="light"
        leftSection={copiedLink === link ? <IconCheck size={18} aria-hidden /> : <IconLink size={18} aria-hidden />}
        onClick={copy}
      >
        {intl.formatMessage(m.copyLink)}
      </Button>
    </div>
  );
}

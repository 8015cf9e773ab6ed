import { Radio, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { configText } from '@/lib/i18n';
import { navigationStyles, updateThemeSettings, useThemeSettings, type NavigationStyle } from '@/lib/theme';
import { customizerMessages as m } from './messages';
import classes from './customizer.module.css';

/** A small drawing of a layout: where its header, sidebar (full, mini, rail + panel) or top bar sit. */
function Thumbnail({ style }: { style: NavigationStyle }) {
  return (
    <span
      className={classes.thumb}
      data-kind={style.kind}
      data-header={style.header}
      data-tone={style.headerTone}
      aria-hidden
    >
      <span className={classes.thumbHeader} />
      {style.kind === 'horizontal' && <span className={classes.thumbBar} />}
      {style.kind !== 'horizontal' && style.kind !== 'drawer' && <span className={classes.thumbSidebar} />}
      {style.kind === 'bit-bucket' && <span className={classes.thumbPanel} />}
      <span className={classes.thumbContent} />
    </span>
  );
}

/** The 11 navigation styles of config/theme.json, each a different layout. */
export function NavStyleSection() {
  const intl = useIntl();
  const { navStyle } = useThemeSettings();
  return (
    // The group's label is the section's heading (Mantine names the radio group by it).
    <Radio.Group
      value={navStyle}
      onChange={(value) => updateThemeSettings({ navStyle: value })}
      label={intl.formatMessage(m.navStyle)}
      classNames={{ label: classes.sectionTitle }}
    >
      <div className={classes.navStyles}>
        {navigationStyles.map((style) => (
          <Radio.Card key={style.id} value={style.id} name="customizer-nav-style" className={classes.navStyle}>
            <Thumbnail style={style} />
            <Text size="xs" component="span" className={classes.navStyleName}>
              {configText(intl, `customizer.navStyle.${style.id}`, style.name)}
            </Text>
          </Radio.Card>
        ))}
      </div>
    </Radio.Group>
  );
}

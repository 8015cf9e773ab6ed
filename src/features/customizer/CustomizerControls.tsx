import { Button, SegmentedControl, Select, Stack, Switch } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocale } from '@/lib/i18n';
import {
  footerTypes,
  layoutTypes,
  resetThemeSettings,
  routeAnimations,
  themeModes,
  themeStyles,
  updateThemeSettings,
  useThemeSettings,
  type RouteAnimation,
  type ThemeSettings,
} from '@/lib/theme';
import { ColorSection } from './ColorSection';
import { LinkSection } from './LinkSection';
import { customizerMessages as m } from './messages';
import { NavStyleSection } from './NavStyleSection';
import { Section } from './Section';

const optionLabels: Record<string, MessageDescriptor> = {
  modern: m.modern,
  standard: m.standard,
  light: m.light,
  'semi-dark': m.semiDark,
  dark: m.dark,
  full: m.full,
  boxed: m.boxed,
  fixed: m.fixed,
  fluid: m.fluid,
};
const animationLabels: Record<RouteAnimation, MessageDescriptor> = {
  none: m.none,
  fade: m.fade,
  'slide-left': m.slideLeft,
  'slide-right': m.slideRight,
  'slide-up': m.slideUp,
  'slide-down': m.slideDown,
};

/** A control's new value for one setting; the store checks it against the allowed values before keeping it. */
const setting = (key: keyof ThemeSettings) => (value: string | null) =>
  value !== null && updateThemeSettings({ [key]: value });

/** Every choice of the customizer; each applies at once and is kept across reloads. */
export function CustomizerControls() {
  const intl = useIntl();
  const settings = useThemeSettings();
  const { direction: languageDirection } = useLocale();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const choices = (values: readonly string[]) => values.map((value) => ({ value, label: t(optionLabels[value]!) }));
  return (
    <Stack gap="lg">
      <Section title={t(m.themeStyle)} id="customizer-style">
        <SegmentedControl
          fullWidth
          aria-labelledby="customizer-style"
          data={choices(themeStyles)}
          value={settings.themeStyle}
          onChange={setting('themeStyle')}
        />
      </Section>
      <Section title={t(m.mode)} id="customizer-mode">
        <SegmentedControl
          fullWidth
          aria-labelledby="customizer-mode"
          data={choices(themeModes)}
          value={settings.themeMode}
          onChange={setting('themeMode')}
        />
      </Section>
      <ColorSection />
      <Switch
        label={t(m.rtl)}
        // Arabic is right to left whatever the switch says; the switch shows what the page does.
        checked={settings.isRTL || languageDirection === 'rtl'}
        disabled={languageDirection === 'rtl'}
        description={languageDirection === 'rtl' ? t(m.rtlByLanguage) : undefined}
        onChange={(event) => updateThemeSettings({ isRTL: event.currentTarget.checked })}
      />
      <NavStyleSection />
      <Section title={t(m.layout)} id="customizer-layout">
        <SegmentedControl
          fullWidth
          aria-labelledby="customizer-layout"
          data={choices(layoutTypes)}
          value={settings.layoutType}
          onChange={setting('layoutType')}
        />
      </Section>
      <Section title={t(m.footer)} id="customizer-footer">
        <Stack gap="xs">
          <Switch
            label={t(m.footerOn)}
            checked={settings.footer}
            onChange={(event) => updateThemeSettings({ footer: event.currentTarget.checked })}
          />
          <SegmentedControl
            fullWidth
            aria-label={t(m.footerType)}
            data={choices(footerTypes)}
            value={settings.footerType}
            disabled={!settings.footer}
            onChange={setting('footerType')}
          />
        </Stack>
      </Section>
      <Section title={t(m.transition)} id="customizer-transition">
        <Select
          aria-labelledby="customizer-transition"
          data={routeAnimations.map((value) => ({ value, label: t(animationLabels[value]) }))}
          value={settings.rtAnim}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          onChange={setting('rtAnim')}
        />
      </Section>
      <LinkSection />
      <Button variant="default" leftSection={<IconRestore size={18} aria-hidden />} onClick={resetThemeSettings}>
        {t(m.reset)}
      </Button>
    </Stack>
  );
}

import { useState } from 'react';
import { ColorInput, Group, Radio, Stack, Text, Tooltip } from '@mantine/core';
import { useIntl } from 'react-intl';
import { configText } from '@/lib/i18n';
import { isHexColor, presets, selectPreset, setThemeColor, useThemeSettings, type ThemeColors } from '@/lib/theme';
import { Section } from './Section';
import { customizerMessages as m } from './messages';
import classes from './customizer.module.css';

const swatches = presets.map((preset) => preset.PrimaryColor);

/**
 * One colour picker. The text being typed is kept apart from the theme: only a complete colour is applied (typing
 * '#0A8' does not flash the theme), and a preset chosen meanwhile replaces the text.
 */
function ColorField({ which, label }: { which: keyof ThemeColors; label: string }) {
  const applied = useThemeSettings().colors[which];
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    if (draft.toLowerCase() !== applied.toLowerCase()) setDraft(applied);
  }
  return (
    <ColorInput
      label={label}
      value={draft}
      format="hex"
      swatches={swatches}
      swatchesPerRow={6}
      withEyeDropper={false}
      popoverProps={{ withinPortal: false }}
      onChange={(value) => {
        setDraft(value);
        if (isHexColor(value)) setThemeColor(which, value);
      }}
    />
  );
}

/** Colours: the 12 presets, or the member's own primary, secondary and sidebar colours. */
export function ColorSection() {
  const intl = useIntl();
  const { preset } = useThemeSettings();
  return (
    <Section title={intl.formatMessage(m.colors)} id="customizer-colors">
      <Radio.Group
        value={preset ?? ''}
        onChange={selectPreset}
        label={intl.formatMessage(m.presets)}
        classNames={{ label: classes.groupLabel }}
      >
        <div className={classes.presets}>
          {presets.map((option) => {
            const name = configText(intl, `customizer.preset.${option.id}`, option.name);
            return (
              <Tooltip key={option.id} label={name} withinPortal={false}>
                <Radio.Card value={option.id} name="customizer-preset" className={classes.preset} aria-label={name}>
                  <span className={classes.presetSidebar} style={{ background: option.SidebarColor }} />
                  <span className={classes.presetPrimary} style={{ background: option.PrimaryColor }} />
                  <span className={classes.presetSecondary} style={{ background: option.SecondaryColor }} />
                </Radio.Card>
              </Tooltip>
            );
          })}
        </div>
      </Radio.Group>
      <Stack gap="xs" mt="md">
        <Text size="sm" fw={600}>
          {intl.formatMessage(m.custom)}
        </Text>
        <ColorField which="primary" label={intl.formatMessage(m.primary)} />
        <Group grow gap="xs" align="flex-start">
          <ColorField which="secondary" label={intl.formatMessage(m.secondary)} />
          <ColorField which="sidebar" label={intl.formatMessage(m.sidebar)} />
        </Group>
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.contrastNote)}
        </Text>
      </Stack>
    </Section>
  );
}

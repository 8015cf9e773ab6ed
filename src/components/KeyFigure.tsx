import type { ReactNode } from 'react';
import { Group, Paper, Skeleton, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/ThemeIcon.css';
import classes from './key-figure.module.css';

interface KeyFigureProps {
  label: string;
  /** The figure, already formatted for the member's language. */
  value: string;
  icon?: ReactNode;
  /** A line under the figure (a comparison, a date); a sentence with figures in it isolates them (isolated()). */
  hint?: ReactNode;
  /** The page the figure comes from; the whole card links there. */
  to?: string;
  /**
   * While the data loads: the label shows, and skeleton bars cover a typical value and hint, which keep the card at
   * the size it will have, so nothing below moves when the figures arrive.
   */
  pending?: boolean;
}

/** A typical text, not shown, under a skeleton bar of its size. */
function Pending({ children }: { children: ReactNode }) {
  return (
    <Skeleton visible radius="sm" className={classes.pending}>
      {children}
    </Skeleton>
  );
}

/** One figure of a store, as on the dashboard: label, value, a hint, and the page it comes from. */
export function KeyFigure({ label, value, icon, hint, to, pending = false }: KeyFigureProps) {
  const shown = (text: ReactNode) => (pending ? <Pending>{text}</Pending> : text);
  const content = (
    <Paper withBorder radius="md" p="md" className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div className={classes.text}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {shown(
            // <bdi>: a figure alone ('-$45.00') keeps its sign at its start in a right-to-left page too.
            <Text className={classes.value} fw={700}>
              <bdi>{value}</bdi>
            </Text>,
          )}
          {hint &&
            shown(
              <Text size="xs" c="dimmed">
                {hint}
              </Text>,
            )}
        </div>
        {icon && (
          <ThemeIcon variant="light" size={44} radius="md" aria-hidden className={classes.icon}>
            {icon}
          </ThemeIcon>
        )}
      </Group>
      {to && <IconChevronRight size={16} className={classes.chevron} aria-hidden />}
    </Paper>
  );
  if (!to) return content;
  return (
    <UnstyledButton component={Link} to={to} className={classes.link}>
      {content}
    </UnstyledButton>
  );
}

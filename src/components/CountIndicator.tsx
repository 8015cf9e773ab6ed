import type { ReactNode } from 'react';
import { Indicator, type MantineColor } from '@mantine/core';
import '@mantine/core/styles/Indicator.css';

interface CountIndicatorProps {
  count: number;
  color: MantineColor;
  /** The control the count belongs to; its accessible name must already say the count. */
  children: ReactNode;
}

/**
 * A count drawn on the corner of a header button (new messages, notifications). The drawn number is hidden from
 * screen readers: the button's name says it, and a screen reader read the bare number again just before it.
 * Nothing is drawn at zero.
 */
export function CountIndicator({ count, color, children }: CountIndicatorProps) {
  return (
    <Indicator
      label={count}
      size={18}
      disabled={count === 0}
      color={color}
      offset={4}
      attributes={{ indicator: { 'aria-hidden': true } }}
    >
      {children}
    </Indicator>
  );
}

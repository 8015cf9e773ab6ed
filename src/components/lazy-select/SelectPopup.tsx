import { useEffect, useRef } from 'react';
import { Select, type SelectProps } from '@mantine/core';

/** The press that asked for a select's list before its code was here: a click, or an opening key. */
export type OpeningPress = { kind: 'click' } | { kind: 'key'; key: string; code: string };

/**
 * Mantine's Select, drawn in place of its stand-in (LazySelect) once its code is here. The press that asked for it
 * is given to the real field as it mounts, so Mantine opens the list exactly as that press would have: a click or
 * Enter marks nothing, an arrow key marks the chosen option, Space toggles.
 */
export default function SelectPopup({
  openOnMount,
  press,
  ...props
}: SelectProps & { openOnMount: boolean; press: OpeningPress | null }) {
  const field = useRef<HTMLInputElement>(null);
  const pressed = useRef(openOnMount ? press : null);
  useEffect(() => {
    const input = field.current;
    const given = pressed.current;
    pressed.current = null;
    if (!input || !given) return;
    input.focus();
    if (given.kind === 'click') input.click();
    else input.dispatchEvent(new KeyboardEvent('keydown', { key: given.key, code: given.code, bubbles: true }));
  }, []);
  return <Select ref={field} {...props} />;
}

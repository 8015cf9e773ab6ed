import type { ComponentType, ReactElement } from 'react';
import { importFresh } from '@/components/errors';
import { useLazyPopup } from './lazy-popup';

export type TriggerProps = ReturnType<typeof useLazyPopup>['triggerProps'];

interface LazyPopupControlProps<Props> {
  /** The control as it stands before its popup's code is there: given the props that load and open it. */
  trigger: (triggerProps: TriggerProps, want: () => void) => ReactElement;
  /** What the popup itself needs beyond `openOnMount` (it opens at once when it replaces the trigger). */
  popupProps: Omit<Props, 'openOnMount'>;
}

/**
 * A control with a popup (Mantine's Menu, Popover or Combobox over floating-ui) whose code is no part of the page's
 * first download: `load` imports the popup's module (its default export takes `openOnMount`). The control the
 * returned component draws is `trigger` until the member points at it, focuses it or presses it (useLazyPopup), then
 * the popup, which opens at once; with `fetchWhenIdle` the code is also fetched once the page is idle. The trigger's file
 * and the popup's import the button they share from a third file, so that neither imports the other.
 *
 * The popup replaces the trigger only once its code is here, and is drawn at once (no React.lazy, no Suspense): a
 * Suspense fallback would be a new element, so the focus and the letters typed on the trigger (a chain's store
 * field) were lost while React waited to reveal the popup. Code that could not be had (offline for a moment) leaves
 * the trigger as it was, and the next press tries again.
 */
export function createLazyPopup<Props extends { openOnMount: boolean }>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  options: { fetchWhenIdle?: boolean } = {},
) {
  let Popup: ComponentType<Props> | null = null;
  // One download at a time: pointing at the control and pressing it ask together, and two imports of one file at
  // once (each under an address of its own after a kept failure, importFresh) saw Chromium abort one of them.
  let pending: Promise<unknown> | null = null;
  const loadPopup = () => {
    pending ??= importFresh(load)
      .then((module) => {
        Popup = module.default;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  return function LazyPopupControl({ trigger, popupProps }: LazyPopupControlProps<Props>) {
    const { wanted, want, triggerProps } = useLazyPopup(loadPopup, options);
    if (!wanted || !Popup) return trigger(triggerProps, want);
    return <Popup {...({ ...popupProps, openOnMount: true } as Props)} />;
  };
}

import { lazy, type ComponentType, type ReactElement } from 'react';
import { useLazyPopup } from './lazy-popup';
import { LazyPopup } from './LazyPopup';

export type TriggerProps = ReturnType<typeof useLazyPopup>['triggerProps'];

interface LazyPopupControlProps<Props> {
  /** The control as it stands before its popup's code is there: given the props that load and open it. */
  trigger: (triggerProps: TriggerProps, want: () => void) => ReactElement;
  /** What the popup itself needs beyond `openOnMount` (it opens at once when it replaces the trigger). */
  popupProps: Omit<Props, 'openOnMount'>;
}

/**
 * A control with a popup (Mantine's Menu, Popover or Select over floating-ui) whose code is no part of the page's
 * first download: `load` imports the popup's module (its default export takes `openOnMount`). The control the
 * returned component draws is `trigger` until the member points at it, focuses it or presses it (useLazyPopup), then
 * the popup, which opens at once; with `whenIdle` the code is also fetched once the page is idle. The trigger's file
 * and the popup's import the button they share from a third file, so that neither imports the other.
 */
export function createLazyPopup<Props extends { openOnMount: boolean }>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  options: { whenIdle?: boolean } = {},
) {
  const newPopup = () => lazy(load) as unknown as ComponentType<Props>;
  let Popup = newPopup();
  return function LazyPopupControl({ trigger, popupProps }: LazyPopupControlProps<Props>) {
    const { wanted, want, unwant, triggerProps } = useLazyPopup(load, options);
    const placeholder = trigger(triggerProps, want);
    if (!wanted) return placeholder;
    // React.lazy keeps a failed load for good: without a new one, a popup whose code could not be had (offline for a
    // moment) would stay dead until the page is loaded again. The button is back, and the next press tries again.
    const failed = () => {
      Popup = newPopup();
      unwant();
    };
    return (
      <LazyPopup placeholder={placeholder} onFailed={failed}>
        <Popup {...({ ...popupProps, openOnMount: true } as Props)} />
      </LazyPopup>
    );
  };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fetchAhead } from '@/components/errors';
import { whenIdle } from '@/lib/idle';

/**
 * A control whose popup (Mantine's Menu, Popover or Combobox, and floating-ui under them: ~37 KiB gzip together) is no
 * part of the first download: until first pressed it is its button alone, with the same name and look. Pointing at
 * it or focusing it starts the download; pressing it (`want`) swaps in the real control, which opens at once
 * (useOpenOnMount). With `fetchWhenIdle`, the download also starts once the browser is idle after the page has shown, so
 * the first press does not wait for it.
 */
export function useLazyPopup(
  load: () => Promise<unknown>,
  { fetchWhenIdle = false }: { fetchWhenIdle?: boolean } = {},
) {
  const [wanted, setWanted] = useState(false);
  const preload = useCallback(() => void fetchAhead(load), [load]);
  useEffect(() => (fetchWhenIdle ? whenIdle(preload, 5000) : undefined), [fetchWhenIdle, preload]);
  // The control is swapped only once its code is here: until then the trigger keeps the focus, and a chain's store
  // field the letters typed on it. Code that could not be had leaves the trigger; the next press tries again.
  const want = useCallback(() => {
    void load().then(
      () => setWanted(true),
      () => undefined,
    );
  }, [load]);
  return {
    wanted,
    want,
    triggerProps: { onPointerEnter: preload, onFocus: preload, onClick: want, 'aria-expanded': false } as const,
  };
}

/**
 * In the real control that replaced a placeholder the member pressed: its target (pass `target` as its ref) takes the
 * focus as it mounts and the popup opens just after (an update, not the first render), so the popup notes that
 * target as where the focus returns when it closes. Any change of page closes it: a link inside it, or one elsewhere
 * reached by Tab, would otherwise leave it open over the next page.
 */
export function useOpenOnMount(openOnMount: boolean) {
  const [opened, setOpened] = useState(false);
  const pending = useRef(openOnMount);
  const target = useCallback((element: HTMLElement | null) => {
    if (!element || !pending.current) return;
    pending.current = false;
    element.focus();
    setOpened(true);
  }, []);
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpened(false);
  }
  return { opened, setOpened, target };
}

/**
 * A header popover as the WAI-ARIA disclosure pattern has it: Enter or Space on its button toggles it (a
 * controlled Mantine Popover leaves its target's click to us), opening moves the focus into it and Tab stays there
 * (trapFocus), Escape closes it and gives the focus back to the button (returnFocus), a page change closes it.
 * Spread `popover` on the Popover and `targetProps` on the button inside Popover.Target.
 */
export function useDisclosurePopover(openOnMount: boolean) {
  const { opened, setOpened, target } = useOpenOnMount(openOnMount);
  return {
    popover: { opened, onChange: setOpened, trapFocus: true, returnFocus: true },
    targetProps: { ref: target, onClick: () => setOpened((value) => !value) },
  };
}

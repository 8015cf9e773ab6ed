import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A control whose popup (Mantine's Menu and floating-ui under it) is no part of the page's download: until first
 * pressed it is its button alone, with the same name and look. Pointing at it or focusing it starts the download;
 * pressing it (`want`) swaps in the real control, which opens at once (useOpenOnMount).
 */
export function useLazyPopup(load: () => Promise<unknown>) {
  const [wanted, setWanted] = useState(false);
  const preload = useCallback(() => void load().catch(() => undefined), [load]);
  // The control is swapped only once its code is here: until then the trigger keeps the focus. Code that could not be
  // had leaves the trigger; the next press tries again.
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
 * A header popup's open state (pass `target` as its target's ref). Any change of page closes it: a link inside it, or
 * one elsewhere reached by Tab, would otherwise leave it open over the next page. With `openOnMount` (the real control
 * that replaced a placeholder the member pressed, createLazyPopup) its target takes the focus as it mounts and the popup
 * opens just after (an update, not the first render), so the popup notes that target as where the focus returns.
 */
export function useOpenOnMount(openOnMount = false) {
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
export function useDisclosurePopover(openOnMount = false) {
  const { opened, setOpened, target } = useOpenOnMount(openOnMount);
  return {
    popover: { opened, onChange: setOpened, trapFocus: true, returnFocus: true },
    targetProps: { ref: target, onClick: () => setOpened((value) => !value) },
  };
}

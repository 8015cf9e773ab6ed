export { useDisclosurePopover, useOpenOnMount } from './lazy-popup';
export { createLazyPopup, type TriggerProps } from './createLazyPopup';

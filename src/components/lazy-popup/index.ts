export { useLazyPopup, useOpenOnMount } from './lazy-popup';
export { LazyPopup } from './LazyPopup';
export { createLazyPopup, type TriggerProps } from './createLazyPopup';

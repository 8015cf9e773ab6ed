export { useLazyPopup, useOpenOnMount } from './lazy-popup';
export { LazyPopup } from './LazyPopup';

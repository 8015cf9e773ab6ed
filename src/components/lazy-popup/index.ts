export { useLazyPopup, useOpenOnMount } from './lazy-popup';

import { LanguageButton } from './LanguageButton';
import { createLazyPopup } from './lazy-popup';

// The menu brings Mantine's Menu and Popover with floating-ui (~26 KiB): the sign-in page paints without them, and
// they arrive when the member points at, focuses or opens the button.
const LanguageControl = createLazyPopup(() => import('./LanguageMenu'));

/**
 * Language switcher (header, and the sign-in pages so a member can choose before signing in); the choice
 * is remembered. Until first opened it is the button alone, with the same name and look.
 */
export function LanguageSwitcher() {
  return (
    <LanguageControl
      popupProps={{}}
      trigger={(triggerProps) => <LanguageButton aria-haspopup="menu" {...triggerProps} />}
    />
  );
}

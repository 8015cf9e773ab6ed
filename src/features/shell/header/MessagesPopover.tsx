import { createLazyPopup } from '@/components/lazy-popup';
import { MessagesButton, MessagesIndicator } from './MessagesButton';

// The popover (Mantine's Popover and ScrollArea with floating-ui) downloads on the first use of its button.
const MessagesControl = createLazyPopup(() => import('./MessagesPopup'));

/** Messages popover (MessagesPopup). Until first pressed it is its button alone. */
export function MessagesPopover() {
  return (
    <MessagesControl
      popupProps={{}}
      trigger={(triggerProps) => (
        <MessagesIndicator>
          <MessagesButton aria-haspopup="dialog" {...triggerProps} />
        </MessagesIndicator>
      )}
    />
  );
}

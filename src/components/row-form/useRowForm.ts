import { useEffect, useRef, type RefObject } from 'react';
import { useSentAnswer, type SentAnswer } from '@/lib/forms/sent-message';
import { useCurrentStoreNumber } from '@/lib/member';
import { useQueryParams } from '@/lib/routing';

export interface RowForm {
  /** The current store: a form and its message belong to the store they were opened for. */
  store: string;
  /** The row whose form the address opens (`?claim=<id>`), or null while the list is shown. */
  openId: string | null;
  /** The one message of the last send, for the current store. */
  answer: SentAnswer;
  /** Back to the list without sending. */
  close: () => void;
  /** The form was sent: its message shows (under `title`, or the page's own heading) and the list comes back. */
  sent: (text: string, title?: string) => void;
  /** The list, which takes the focus when a form is left without sending. */
  listRef: RefObject<HTMLDivElement | null>;
}

/**
 * A list whose rows each open a form in its place, named in the address by `param` (`?claim=<id>`), so a reload
 * or a return from signing in again opens it again with its draft. One focus rule when the form closes: the button
 * that opened it is gone, so after a send the message takes the focus (ServerAnswer, once), and otherwise the list
 * does, rather than the top of the page.
 */
export function useRowForm(param: string): RowForm {
  const store = useCurrentStoreNumber();
  const [params, setParams] = useQueryParams();
  const openId = params.get(param);
  const answer = useSentAnswer(store);
  const listRef = useRef<HTMLDivElement>(null);
  const previousId = useRef(openId);
  const closedBySend = useRef(false);

  useEffect(() => {
    if (previousId.current && !openId) {
      if (!closedBySend.current) listRef.current?.focus();
      closedBySend.current = false;
    }
    previousId.current = openId;
  }, [openId]);

  const close = () => setParams({});
  return {
    store,
    openId,
    answer,
    close,
    sent: (text, title) => {
      closedBySend.current = true;
      answer.show(text, title);
      close();
    },
    listRef,
  };
}

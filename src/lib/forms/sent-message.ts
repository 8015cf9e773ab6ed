import { useState } from 'react';

/**
 * One message per action, so a screen reader has one thing to read out: after a send the member reads the service's
 * own answer when it gave one (it knows what happens next: a review within five days, a delivery within 15
 * minutes), else our translated text; never both, and nowhere else (no snackbar beside it). An answer of only spaces is no answer.
 */
export function sentMessage(answer: string | null | undefined, ours: () => string): string {
  const said = answer?.trim();
  return said ? said : ours();
}

export interface SentAnswer {
  /** The message of the last send for the current store, or null. */
  text: string | null;
  /** A heading the send chose for it (a claim names its reference), or null for the page's own. */
  title: string | null;
  /** Just sent and not yet shown: the message takes the focus once (ServerAnswer), then `seen` says it did. */
  fresh: boolean;
  show: (text: string, title?: string) => void;
  seen: () => void;
  clear: () => void;
}

/**
 * The message of a page's last send, kept for the store it was sent for: after a switch to another store it is no
 * longer shown (it speaks of the other store's claim, enrolment or receipt).
 */
export function useSentAnswer(ibcNumber: string): SentAnswer {
  const [sent, setSent] = useState<{ store: string; text: string; title: string | null; fresh: boolean } | null>(null);
  const current = sent?.store === ibcNumber ? sent : null;
  return {
    text: current?.text ?? null,
    title: current?.title ?? null,
    fresh: current?.fresh ?? false,
    show: (text, title) => setSent({ store: ibcNumber, text, title: title ?? null, fresh: true }),
    // Back on this store later, the message shows again without taking the focus from where the member is.
    seen: () => setSent((before) => before && { ...before, fresh: false }),
    clear: () => setSent(null),
  };
}

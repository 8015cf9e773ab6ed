import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/** The banner the member last moved to, and how many moves so far (each move is heard, even back to the same one). */
export interface MemberMove {
  index: number;
  count: number;
}

/**
 * The moves the member makes (Next, Previous, a dot, a key, a swipe), told apart from the banners turning by
 * themselves, so that only the member's are read out. embla selects the new banner synchronously inside scrollTo,
 * scrollNext and scrollPrev, and inside the 'pointerDown' … 'pointerUp' of a swipe (its select comes before its
 * pointerUp); the autoplay plugin's selects come from its timer, outside both.
 */
export function useMemberMoves(embla: EmblaCarouselType | undefined) {
  const [move, setMove] = useState<MemberMove | null>(null);
  const byMember = useRef(false);

  useEffect(() => {
    if (!embla) return;
    const select = () => {
      if (!byMember.current) return;
      const index = embla.selectedScrollSnap();
      setMove((last) => ({ index, count: (last?.count ?? 0) + 1 }));
    };
    const grab = () => {
      byMember.current = true;
    };
    const release = () => {
      byMember.current = false;
    };
    embla.on('select', select).on('pointerDown', grab).on('pointerUp', release);
    return () => {
      embla.off('select', select).off('pointerDown', grab).off('pointerUp', release);
    };
  }, [embla]);

  /** Moves the carousel as the member asked: `scroll` calls embla (scrollNext, scrollTo…). */
  const moveAsMember = useCallback(
    (scroll: (api: EmblaCarouselType) => void) => {
      if (!embla) return;
      byMember.current = true;
      try {
        scroll(embla);
      } finally {
        byMember.current = false;
      }
    },
    [embla],
  );

  return { move, moveAsMember };
}

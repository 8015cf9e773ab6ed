import { act } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';

/**
 * A stand-in for embla in unit tests: it keeps its listeners, so a test can say what the member's finger or the
 * autoplay timer did, and it moves along `count` banners in a loop, selecting synchronously as embla does.
 */
export function fakeEmbla(count = 3) {
  const listeners = new Map<string, Set<() => void>>();
  let selected = 0;
  const emit = (event: string) => listeners.get(event)?.forEach((listener) => listener());
  const select = (index: number) => {
    if (index === selected) return;
    selected = index;
    emit('select');
  };
  const embla = {
    on(event: string, listener: () => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return embla;
    },
    off(event: string, listener: () => void) {
      listeners.get(event)?.delete(listener);
      return embla;
    },
    selectedScrollSnap: () => selected,
    scrollTo: select,
    scrollNext: () => select((selected + 1) % count),
    scrollPrev: () => select((selected + count - 1) % count),
  };
  return {
    embla: embla as unknown as EmblaCarouselType,
    /** Emits one of embla's events, as embla would, inside act. */
    emit: (event: string) => act(() => emit(event)),
    /** What a swipe to the next banner does: pointerDown, then on release the select before the pointerUp. */
    swipe: () =>
      act(() => {
        emit('pointerDown');
        select((selected + 1) % count);
        emit('pointerUp');
      }),
    /** What the autoplay plugin's timer does: the next banner, no pointer. */
    turn: () => act(() => select((selected + 1) % count)),
  };
}

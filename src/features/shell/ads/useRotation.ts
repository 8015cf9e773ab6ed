import { useEffect, useState } from 'react';
import { useFocusWithin, useHover, useMergedRef } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';
import { sizes } from '@/lib/theme';

/** playing: the banners change by themselves; paused: they stand still for now; off: they never change by themselves. */
export type Rotation = 'playing' | 'paused' | 'off';

/**
 * The autoplay plugin as a timer only: it never starts or stops by itself (useRotation tells it). Its own pauses
 * (pointer over, focus in a banner) resumed on leaving whatever the member had asked, so a Pause did not last.
 */
export function createAutoplay(): AutoplayType {
  return Autoplay({ delay: sizes.adRotationMs, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false });
}

/**
 * Whether the banners change by themselves now: never for members who prefer reduced motion; not while the pointer or
 * the keyboard focus is on the carousel (its controls included) or a finger drags it; not once the member has pressed
 * Pause, until Play. `ref` goes on the element around the carousel and its controls.
 */
export function useRotation(embla: EmblaCarouselType | null, autoplay: AutoplayType, rotates: boolean) {
  const { hovered, ref: hoverRef } = useHover<HTMLDivElement>();
  const { focused, ref: focusRef } = useFocusWithin<HTMLDivElement>();
  const [pausedByMember, setPausedByMember] = useState(false);
  const [dragging, setDragging] = useState(false);
  const playing = rotates && !pausedByMember && !hovered && !focused && !dragging;

  useEffect(() => {
    if (!embla || !rotates) return;
    const apply = () => (playing ? autoplay.play() : autoplay.stop());
    const grab = () => setDragging(true);
    const release = () => setDragging(false);
    apply();
    // embla sets its plugins up afresh when it sets itself up again (after a resize): tell the plugin again.
    embla.on('reInit', apply).on('pointerDown', grab).on('pointerUp', release);
    return () => {
      embla.off('reInit', apply).off('pointerDown', grab).off('pointerUp', release);
    };
  }, [embla, autoplay, rotates, playing]);

  const rotation: Rotation = !rotates ? 'off' : playing ? 'playing' : 'paused';
  return {
    ref: useMergedRef(hoverRef, focusRef),
    rotation,
    pausedByMember,
    togglePause: () => setPausedByMember((paused) => !paused),
  };
}

import { useEffect, useState, type KeyboardEvent } from 'react';
import { UnstyledButton, useDirection } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useIntl } from 'react-intl';
import { shellMessages, showAd } from '../messages';
import classes from './ads.module.css';

/** The banner shown: embla's selected snap, followed as it changes (a dot, the rotation, a swipe). */
export function useSelectedAd(embla: EmblaCarouselType | null): number {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const update = () => setSelected(embla.selectedScrollSnap());
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);
  return selected;
}

/**
 * The dots below the banners, one per banner: a tab list named in the member's language (Mantine's own is an English
 * 'Slides', with no prop to name it). Click a dot, or move along them with the arrow keys, to show its banner.
 */
export function AdDots({
  count,
  selected,
  onShow,
}: {
  count: number;
  selected: number;
  /** Shows banner `index`, as the member asked. */
  onShow: (index: number) => void;
}) {
  const intl = useIntl();
  const rtl = useDirection().dir === 'rtl';

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key !== forward && event.key !== backward) return;
    event.preventDefault();
    const next = (index + (event.key === forward ? 1 : count - 1)) % count;
    onShow(next);
    (event.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
  };

  return (
    <div role="tablist" aria-label={intl.formatMessage(shellMessages.adDots)} className={classes.dots}>
      {Array.from({ length: count }, (_, index) => (
        <UnstyledButton
          key={index}
          role="tab"
          aria-selected={index === selected}
          aria-label={intl.formatMessage(showAd, { number: index + 1, total: count })}
          tabIndex={index === selected ? 0 : -1}
          data-active={index === selected || undefined}
          className={classes.dot}
          onClick={() => onShow(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
        />
      ))}
    </div>
  );
}

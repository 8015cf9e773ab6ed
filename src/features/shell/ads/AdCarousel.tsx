import { useId, useState, type KeyboardEvent } from 'react';
import { Button, Text, Title, VisuallyHidden, useDirection } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import useEmblaCarousel from 'embla-carousel-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { lookConfig, type ConfigText } from '@/lib/config/look-data';
import { configText } from '@/lib/i18n';
import { ExternalLink } from '../footer/ExternalLink';
import { adPosition, adShown, shellMessages } from '../messages';
import { AdArrows } from './AdArrows';
import { AdDots, useSelectedAd } from './AdDots';
import { useMemberMoves } from './useMemberMoves';
import { createAutoplay, useRotation } from './useRotation';
import classes from './ads.module.css';
import frame from './carousel.module.css';

const { banners } = lookConfig.ads;

/** Pause while the banners change by themselves, Play once the member has paused them: a visible, named button. */
function RotationButton({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  const intl = useIntl();
  const Icon = paused ? IconPlayerPlay : IconPlayerPause;
  return (
    <Button
      variant="default"
      size="compact-xs"
      className={classes.rotationButton}
      leftSection={<Icon size={14} stroke={1.8} aria-hidden />}
      onClick={onToggle}
    >
      {intl.formatMessage(paused ? shellMessages.playAds : shellMessages.pauseAds)}
    </Button>
  );
}

/**
 * The banners change every 8 s (config/app.json ui.adRotationMs), stand still while the pointer or the keyboard focus
 * is on them, once the member presses Pause, and for members who prefer reduced motion. Drawn from embla directly:
 * Mantine's carousel adds a live region of its own, always polite and always English ('Slide 2 of 3'), that spoke at
 * every change, with no prop to leave it out. Ours speaks only when the member moves the banners, in their language.
 * data-rotation says whether they turn, for tests.
 */
export default function AdCarousel() {
  const intl = useIntl();
  const { dir } = useDirection();
  const reduceMotion = useReducedMotion();
  // One plugin instance per carousel, as embla requires; none at all when motion is unwelcome.
  const [autoplay] = useState(createAutoplay);
  const total = banners.length;
  const rotates = !reduceMotion && total > 1;
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, direction: dir }, rotates ? [autoplay] : []);
  const selected = useSelectedAd(embla ?? null);
  const { ref, rotation, pausedByMember, togglePause } = useRotation(embla ?? null, autoplay, rotates);
  const { move, moveAsMember } = useMemberMoves(embla);
  const id = useId();
  const text = (value: ConfigText) => configText(intl, value.messageId, value.defaultMessage);
  const moved = move && banners[move.index];

  // The keys Mantine's carousel answered anywhere inside it (a banner's link, the arrows), as before.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = total - 1;
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveAsMember((api) => api.scrollNext()),
      ArrowLeft: () => moveAsMember((api) => api.scrollPrev()),
      Home: () => moveAsMember((api) => api.scrollTo(0)),
      End: () => moveAsMember((api) => api.scrollTo(last)),
    };
    const press = keys[event.key];
    if (!press) return;
    event.preventDefault();
    press();
  };

  return (
    <div ref={ref} className={classes.carousel} data-rotation={rotation}>
      <div
        id={id}
        role="region"
        aria-roledescription={intl.formatMessage(shellMessages.adCarouselRole)}
        className={frame.root}
        onKeyDownCapture={onKeyDownCapture}
      >
        {total > 1 && (
          <AdArrows
            controls={id}
            onPrevious={() => moveAsMember((api) => api.scrollPrev())}
            onNext={() => moveAsMember((api) => api.scrollNext())}
          />
        )}
        <div ref={viewportRef} className={frame.viewport}>
          <div className={frame.container}>
            {/* Only the banner shown can take the focus: Tab reached the hidden banners' buttons, scrolling them in
                behind the carousel's back, and the dots no longer said which one showed. */}
            {banners.map((banner, index) => (
              <div
                key={banner.id}
                role="group"
                className={frame.slide}
                data-ad={banner.id}
                inert={index !== selected}
                aria-roledescription={intl.formatMessage(shellMessages.adSlideRole)}
                aria-label={intl.formatMessage(adPosition, { number: index + 1, total })}
              >
                <img src={banner.image} alt="" className={classes.image} />
                <div className={classes.body}>
                  <Title order={2} size="h5">
                    {text(banner.title)}
                  </Title>
                  <Text size="sm">{text(banner.text)}</Text>
                  {banner.href.startsWith('/') ? (
                    <Button component={Link} to={banner.href} size="xs" fullWidth>
                      {text(banner.cta)}
                    </Button>
                  ) : (
                    <Button component={ExternalLink} href={banner.href} size="xs" fullWidth>
                      {text(banner.cta)}
                    </Button>
                  )}
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
      {total > 1 && (
        <div className={classes.controls}>
          {rotates && <RotationButton paused={pausedByMember} onToggle={togglePause} />}
          <AdDots count={total} selected={selected} onShow={(index) => moveAsMember((api) => api.scrollTo(index))} />
        </div>
      )}
      {/* Polite, and changed only by the member's moves: one reading per move (a new node each time, so that a move
          back to the banner last read is read again), nothing while the banners turn by themselves. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-slide-announcer>
        {moved && (
          <span key={move.count}>
            {intl.formatMessage(adShown, { number: move.index + 1, total, title: text(moved.title) })}
          </span>
        )}
      </VisuallyHidden>
    </div>
  );
}

import { useState } from 'react';
import { Button, Text, Title, VisuallyHidden } from '@mantine/core';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { lookConfig, type ConfigText } from '@/lib/config/look-data';
import { configText } from '@/lib/i18n';
import { ExternalLink } from '../footer/ExternalLink';
import { adPosition, adShown, shellMessages } from '../messages';
import { AdDots, useSelectedAd } from './AdDots';
import { createAutoplay, useRotation } from './useRotation';
import classes from './ads.module.css';
import '@mantine/carousel/styles.css';

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
 * is on them, once the member presses Pause, and for members who prefer reduced motion. Which banner shows is said
 * politely only while they stand still: a change the member did not ask for is not read out every 8 s.
 * data-rotation says which, for tests.
 */
export default function AdCarousel() {
  const intl = useIntl();
  const reduceMotion = useReducedMotion();
  // One plugin instance per carousel, as embla requires; none at all when motion is unwelcome.
  const [autoplay] = useState(createAutoplay);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const selected = useSelectedAd(embla);
  const total = banners.length;
  const rotates = !reduceMotion && total > 1;
  const { ref, rotation, pausedByMember, togglePause } = useRotation(embla, autoplay, rotates);
  const text = (value: ConfigText) => configText(intl, value.messageId, value.defaultMessage);
  const shown = banners[selected];

  return (
    <div ref={ref} className={classes.carousel} data-rotation={rotation}>
      <Carousel
        plugins={rotates ? [autoplay] : []}
        getEmblaApi={setEmbla}
        emblaOptions={{ loop: true }}
        withControls={total > 1}
        slideGap="md"
        classNames={{ root: classes.carouselRoot, controls: classes.arrows }}
        aria-roledescription={intl.formatMessage(shellMessages.adCarouselRole)}
        previousControlProps={{ 'aria-label': intl.formatMessage(shellMessages.previousAd) }}
        nextControlProps={{ 'aria-label': intl.formatMessage(shellMessages.nextAd) }}
      >
        {/* Only the banner shown can take the focus: Tab reached the hidden banners' buttons, scrolling them in
            behind the carousel's back, and the dots no longer said which one showed. */}
        {banners.map((banner, index) => (
          <Carousel.Slide
            key={banner.id}
            className={classes.slide}
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
          </Carousel.Slide>
        ))}
      </Carousel>
      {total > 1 && (
        <div className={classes.controls}>
          {rotates && <RotationButton paused={pausedByMember} onToggle={togglePause} />}
          <AdDots embla={embla} count={total} selected={selected} />
        </div>
      )}
      {/* Off while the banners change by themselves, polite while they stand still (the member moves them). */}
      <VisuallyHidden aria-live={rotation === 'playing' ? 'off' : 'polite'} aria-atomic="true" data-slide-announcer>
        {shown && intl.formatMessage(adShown, { number: selected + 1, total, title: text(shown.title) })}
      </VisuallyHidden>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { Button, Text, Title } from '@mantine/core';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { lookConfig, type ConfigText } from '@/lib/config/look-data';
import { configText } from '@/lib/i18n';
import { sizes } from '@/lib/theme';
import { ExternalLink } from '../footer/ExternalLink';
import { AdDots, useSelectedAd } from './AdDots';
import classes from './ads.module.css';
import '@mantine/carousel/styles.css';

const { banners } = lookConfig.ads;

type Rotation = 'playing' | 'paused' | 'off';

/**
 * The banners rotate every 8 s (config/app.json ui.adRotationMs), pause while the pointer or the keyboard
 * focus is on them, and stand still for members who prefer reduced motion. data-rotation says which, for tests.
 */
export default function AdCarousel() {
  const intl = useIntl();
  const reduceMotion = useReducedMotion();
  // One plugin instance per carousel, as embla requires; none at all when motion is unwelcome.
  const [autoplay] = useState(() =>
    Autoplay({ delay: sizes.adRotationMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }),
  );
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const selected = useSelectedAd(embla);
  const rotates = !reduceMotion && banners.length > 1;
  // The plugin starts playing as the carousel starts (playOnInit); its events say when that changes.
  const [rotation, setRotation] = useState<Rotation>('playing');
  const text = (value: ConfigText) => configText(intl, value.messageId, value.defaultMessage);

  useEffect(() => {
    if (!embla || !rotates) return;
    // The events fire before the plugin's own state changes, so each sets what it announces.
    const playing = () => setRotation('playing');
    const paused = () => setRotation('paused');
    embla.on('autoplay:play', playing).on('autoplay:stop', paused);
    return () => {
      embla.off('autoplay:play', playing).off('autoplay:stop', paused);
    };
  }, [embla, rotates]);

  return (
    <div className={classes.carousel} data-rotation={rotates ? rotation : 'off'}>
      <Carousel
        plugins={rotates ? [autoplay] : []}
        getEmblaApi={setEmbla}
        emblaOptions={{ loop: true }}
        withControls={false}
        slideGap="md"
      >
        {/* Only the banner shown can take the focus: Tab reached the hidden banners' buttons, scrolling them in
            behind the carousel's back, and the dots no longer said which one showed. */}
        {banners.map((banner, index) => (
          <Carousel.Slide key={banner.id} className={classes.slide} data-ad={banner.id} inert={index !== selected}>
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
      {banners.length > 1 && <AdDots embla={embla} count={banners.length} selected={selected} />}
    </div>
  );
}

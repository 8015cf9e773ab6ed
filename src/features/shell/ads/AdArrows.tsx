import { AccordionChevron, UnstyledButton, useDirection } from '@mantine/core';
import { useIntl } from 'react-intl';
import { shellMessages } from '../messages';
import classes from './carousel.module.css';

/**
 * Previous and Next across the middle of the picture, named in the member's language: the white round buttons with
 * Mantine's chevron the column has always had, the chevrons mirrored right to left.
 */
export function AdArrows({
  controls,
  onPrevious,
  onNext,
}: {
  /** The id of the carousel the arrows move. */
  controls: string;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const intl = useIntl();
  const turn = useDirection().dir === 'rtl' ? -90 : 90;
  const arrows = [
    { type: 'previous', label: shellMessages.previousAd, onClick: onPrevious, rotate: turn },
    { type: 'next', label: shellMessages.nextAd, onClick: onNext, rotate: -turn },
  ];
  return (
    <div className={classes.arrows}>
      {arrows.map((arrow) => (
        <UnstyledButton
          key={arrow.type}
          className={classes.arrow}
          aria-controls={controls}
          aria-label={intl.formatMessage(arrow.label)}
          data-type={arrow.type}
          onClick={arrow.onClick}
        >
          <AccordionChevron style={{ transform: `rotate(${arrow.rotate}deg)` }} />
        </UnstyledButton>
      ))}
    </div>
  );
}

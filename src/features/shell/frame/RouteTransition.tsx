import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useLocation, useOutlet } from 'react-router-dom';
import { useRouteTitle } from '@/components/useRouteTitle';
import { useThemeSettings } from '@/lib/theme';
import classes from './frame.module.css';

interface Snapshot {
  path: string;
  title: string | null;
  page: ReactNode;
}

/**
 * The page and its title, changing with the customizer's route transition (none, fade, slide left, right, up,
 * down; 300 ms to leave, then 300 ms to enter). The leaving page stays on screen, frozen, until it has gone.
 * Members who ask for less motion get none.
 */
export function RouteTransition() {
  const { rtAnim } = useThemeSettings();
  const reduceMotion = useReducedMotion();
  const { pathname } = useLocation();
  const title = useRouteTitle();
  const outlet = useOutlet();
  const animated = rtAnim !== 'none' && !reduceMotion;
  const [leaving, setLeaving] = useState<Snapshot | null>(null);
  const [entering, setEntering] = useState(false);
  const shown = useRef<Snapshot>({ path: pathname, title, page: outlet });

  // Before the new page paints: keep the one on screen, so it can leave first.
  useLayoutEffect(() => {
    if (animated && !leaving && shown.current.path !== pathname) setLeaving(shown.current);
  }, [animated, leaving, pathname]);
  // Runs after the effect above: remember what is on screen now.
  useLayoutEffect(() => {
    if (!leaving) shown.current = { path: pathname, title, page: outlet };
  });

  // After a move to another page (not the first load, not a change of only the query), the focus goes to the new
  // page's heading: a screen reader says where the member is, and the next Tab continues in the page, not down the
  // menu they left. Once the leaving page has gone; without scrolling (the router has put the page where it belongs).
  const heading = useRef<HTMLHeadingElement>(null);
  const announced = useRef(pathname);
  useEffect(() => {
    if (leaving || announced.current === pathname) return;
    announced.current = pathname;
    heading.current?.focus({ preventScroll: true });
  }, [leaving, pathname]);

  const onAnimationEnd = (event: React.AnimationEvent) => {
    if (event.target !== event.currentTarget) return;
    if (leaving) {
      setLeaving(null);
      setEntering(true);
    } else setEntering(false);
  };

  const visible = leaving ?? { title, page: outlet };
  const phase = leaving ? 'exit' : entering ? 'enter' : 'idle';
  return (
    <div
      className={classes.page}
      data-transition={animated ? rtAnim : undefined}
      data-phase={animated ? phase : undefined}
      onAnimationEnd={onAnimationEnd}
    >
      {visible.title && (
        <Title order={1} size="h2" mb="lg" tabIndex={-1} ref={heading} className={classes.heading}>
          {visible.title}
        </Title>
      )}
      {visible.page}
    </div>
  );
}

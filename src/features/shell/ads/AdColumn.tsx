import { lazy, Suspense } from 'react';
import classes from './ads.module.css';

// The carousel (Mantine carousel + embla) is its own chunk, downloaded only on screens wide enough for the column.
const AdCarousel = lazy(() => import('./AdCarousel'));

/** Right-hand column (1280 px and wider): the vertical advertisement banner from config/ads.json. */
export function AdColumn() {
  return (
    <div className={classes.column}>
      <Suspense fallback={<div className={classes.placeholder} />}>
        <AdCarousel />
      </Suspense>
    </div>
  );
}

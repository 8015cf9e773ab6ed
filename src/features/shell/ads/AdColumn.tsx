import { lazyPart, LazyPartBoundary, useLazyPart } from '@/components/errors';
import classes from './ads.module.css';

// The carousel (embla and its autoplay plugin, its own sheet) is its own chunk, downloaded only on screens wide
// enough for the column.
const carouselCode = lazyPart(() => import('./AdCarousel'));

/** Right-hand column (1280 px and wider): the vertical advertisement banner from config/ads.json. */
export function AdColumn() {
  // Should its code or styles not arrive, the column holds its place and the carousel comes once back online.
  const [AdCarousel, loadAgain] = useLazyPart(carouselCode);
  const placeholder = <div className={classes.placeholder} />;
  return (
    <div className={classes.column}>
      <LazyPartBoundary fallback={placeholder} onRetry={loadAgain}>
        <AdCarousel />
      </LazyPartBoundary>
    </div>
  );
}

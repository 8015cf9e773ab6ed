import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { whenIdle } from '@/lib/idle';
import { useIntl } from 'react-intl';
import { useCurrentStore } from '@/lib/member';
import { printedStore } from './messages';
import classes from './print.module.css';

/**
 * Whether the printout may be drawn: once the browser is idle after the page has shown, or at once when printing
 * starts (the browser's `beforeprint`, drawn before it lays the page out for paper). Drawn with the page, a list's
 * printout (every row, each date and amount formatted) doubled the work between its answer and its content.
 */
function usePrintReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const cancel = whenIdle(() => startTransition(() => setReady(true)), 2000);
    const printing = () => flushSync(() => setReady(true));
    window.addEventListener('beforeprint', printing);
    return () => {
      cancel();
      window.removeEventListener('beforeprint', printing);
    };
  }, [ready]);
  return ready;
}

/**
 * What the page prints instead of itself: rendered into the body beside the app (a portal), shown on paper only,
 * alone (print.module.css), whether the member presses Print or the browser's own print command. Screen readers
 * and the screen never see it: the page itself is what they read. Its content is drawn only once it may be
 * (usePrintReady): give it as a component of its own, so that the work of drawing it waits too.
 */
export function PrintSheet({ children }: { children: ReactNode }) {
  if (!usePrintReady()) return null;
  return createPortal(
    <div className={classes.sheet} data-testid="print-sheet">
      {children}
    </div>,
    document.body,
  );
}

/**
 * One part of a printout (a list, a statement) with its heading, the store it is for and its facts (the period, a
 * check number); parts after the first begin a new sheet of paper.
 */
export function PrintPart({
  title,
  facts,
  children,
}: {
  title: string;
  facts: readonly { label: string; value: string }[];
  children: ReactNode;
}) {
  const intl = useIntl();
  const store = useCurrentStore();
  return (
    <section className={classes.part}>
      <h2 className={classes.heading}>{title}</h2>
      {store && (
        <p className={classes.store}>
          {intl.formatMessage(printedStore, { name: store.storeName, number: store.ibcNumber })}
        </p>
      )}
      <dl className={classes.facts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}

/** The classes of a printed table: ruled rows, amounts at the end of the line. */
export const printTableClasses = { table: classes.table, numeric: classes.numeric };

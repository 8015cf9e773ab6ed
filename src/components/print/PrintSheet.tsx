import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useCurrentStore } from '@/lib/member';
import { printedStore } from './messages';
import classes from './print.module.css';

/**
 * What the page prints instead of itself: rendered into the body beside the app (a portal), shown on paper only,
 * alone (print.module.css), whether the member presses Print or the browser's own print command. Screen readers
 * and the screen never see it: the page itself is what they read.
 */
export function PrintSheet({ children }: { children: ReactNode }) {
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

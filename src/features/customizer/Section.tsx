import type { ReactNode } from 'react';
import { Title } from '@mantine/core';
import classes from './customizer.module.css';

/** One group of choices in the customizer, named by its heading. */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Title order={3} size="h6" id={id} className={classes.sectionTitle}>
        {title}
      </Title>
      {children}
    </section>
  );
}

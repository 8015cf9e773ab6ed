import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A link inside an alert or under a form, to another authentication page. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={600} inherit>
      {children}
    </Anchor>
  );
}

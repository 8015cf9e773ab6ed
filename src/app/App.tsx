import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { logCaughtError } from '@/components/errors';
import { createQueryClient } from '@/lib/query/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App() {
  // One query client for the pages and for the router, which asks a page's first answer as its code arrives.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProviders queryClient={queryClient}>
      {/* The router, too, logs each error its boundaries meet: as React's own report (src/main.tsx) does. */}
      <RouterProvider router={router} onError={logCaughtError} />
    </AppProviders>
  );
}

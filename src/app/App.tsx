import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { logCaughtError } from '@/components/errors';
import { createQueryClient } from '@/lib/query/query-client';
import { AppProviders } from './providers';
import { askFirstCallsOnEntry } from './first-calls';
import { createAppRouter } from './router';

export function App() {
  // One query client for the providers and the router, which asks for each page's first calls as it opens it.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const appRouter = createAppRouter();
    askFirstCallsOnEntry(appRouter, queryClient);
    return appRouter;
  });
  return (
    <AppProviders queryClient={queryClient}>
      {/* The router, too, logs each error its boundaries meet: as React's own report (src/main.tsx) does. */}
      <RouterProvider router={router} onError={logCaughtError} />
    </AppProviders>
  );
}

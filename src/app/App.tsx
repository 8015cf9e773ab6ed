import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { logCaughtError } from '@/components/errors';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      {/* The router, too, logs each error its boundaries meet: as React's own report (src/main.tsx) does. */}
      <RouterProvider router={router} onError={logCaughtError} />
    </AppProviders>
  );
}

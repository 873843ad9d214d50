import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '../shared/ui/ErrorBoundary';
import { createQueryClient, Providers } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <ErrorBoundary>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </ErrorBoundary>
  );
}

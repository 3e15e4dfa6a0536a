import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import AppToaster from '../../components/feedback/AppToaster';
import { createAdminQueryClient } from '../api/query-client';

/** Every admin island gets its own query cache (spec 9 options) and the site's toast viewport. */
export default function AdminProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LazyMotion, MotionConfig } from 'motion/react';
import { type ReactNode, useState } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';

const loadMotionFeatures = () => import('@/lib/motion-features').then((module) => module.default);

/** App-wide providers: server-state cache, motion settings that honour reduced motion, auth state. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">
          <AuthProvider>{children}</AuthProvider>
        </MotionConfig>
      </LazyMotion>
    </QueryClientProvider>
  );
}

import { useEffect } from 'react';
import { useIdleModule } from '@/lib/idle-module';
import { useToasts } from '@/lib/toast';

const loadToaster = () => import('@/components/ui/toaster');

/**
 * The toast area, its code (Radix toast and its layers) requested once the browser is idle after
 * the first page, or at once when a toast is raised before that. Raised toasts wait in the store
 * (`lib/toast.ts`) and show as soon as the area mounts.
 */
export function DeferredToaster() {
  const toasts = useToasts();
  const { module, loadNow } = useIdleModule(loadToaster);
  useEffect(() => {
    // A failed load is tried again with the next toast.
    if (!module && toasts.length > 0) loadNow().catch(() => undefined);
  }, [module, toasts, loadNow]);
  return module ? <module.Toaster /> : null;
}

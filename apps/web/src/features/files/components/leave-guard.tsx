import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';

/** Asks before leaving the editor for another page while edits are not on the server yet. */
export function LeaveGuard({ hasUnsavedWork }: { hasUnsavedWork: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsavedWork(),
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="Your latest changes are not saved yet. They stay on this device and are offered back when you open this file again."
      confirmLabel="Leave anyway"
      cancelLabel="Stay and keep editing"
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}

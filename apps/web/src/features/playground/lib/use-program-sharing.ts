import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { useSaveProgram } from '../api/save-program';
import { draftShareUrl, savedShareUrl } from '@/lib/playground-share';
import type { PlaygroundState } from './use-playground';

/** Save (new or over the open program, version-checked) and Share (short link or URL-hash link). */
export function useProgramSharing(state: PlaygroundState, signedIn: boolean) {
  const [dialog, setDialog] = useState<'save' | 'share' | null>(null);
  const [shareUrl, setShareUrl] = useState<{ url: string; saved: boolean } | null>(null);
  const mutation = useSaveProgram();
  const { program, setProgram, language, codeRef, cases } = state;

  const current = useCallback(
    () => ({
      language,
      code: codeRef.current,
      testCases: cases.map(({ result: _result, ...test }) => test),
    }),
    [language, codeRef, cases],
  );

  const persist = useCallback(
    async (title: string) => {
      const saved = await mutation.mutateAsync({
        existing: program ? { id: program.id, version: program.version } : null,
        program: { title, ...current() },
      });
      setProgram({ id: saved.id, title: saved.title, version: saved.version, shareSlug: saved.shareSlug });
      toast({ title: 'Program saved', description: `“${saved.title}” is in My programs.`, variant: 'success' });
      return saved;
    },
    [mutation, program, current, setProgram],
  );

  const save = useCallback(() => {
    if (!signedIn) {
      toast({
        title: 'Sign in to save',
        description: 'Saved programs belong to your account. Share works without one.',
      });
      return;
    }
    if (!program) {
      mutation.reset();
      setDialog('save');
      return;
    }
    persist(program.title).catch((error: unknown) => {
      toast({
        title: 'Could not save',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    });
  }, [signedIn, program, persist, mutation]);

  const saveAs = useCallback(
    (title: string) => {
      persist(title).then(
        () => setDialog(null),
        () => undefined,
      );
    },
    [persist],
  );

  const share = useCallback(() => {
    const origin = window.location.origin;
    setShareUrl(
      program
        ? { url: savedShareUrl(origin, program.shareSlug), saved: true }
        : { url: draftShareUrl(origin, current()), saved: false },
    );
    setDialog('share');
  }, [program, current]);

  return {
    dialog,
    close: () => setDialog(null),
    save,
    saveAs,
    saving: mutation.isPending,
    error: mutation.error ? mutation.error.message : null,
    share,
    shareUrl,
  };
}

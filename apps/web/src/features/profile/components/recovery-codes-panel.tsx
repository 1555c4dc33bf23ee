import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The text file of the codes: one a line, with what they are for. */
function codesFile(codes: string[]): string {
  return [
    'Hammurabi recovery codes',
    '',
    'Each code signs you in once in place of a code from your authenticator app.',
    'Keep them somewhere safe; setting up a new authenticator replaces them.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * The recovery codes given at enrolment, shown this once (the server keeps only their hashes):
 * a list to copy and a text file to download, then "I have saved my codes".
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([codesFile(codes)], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'hammurabi-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="grid gap-3 rounded-md border border-border p-4 sm:max-w-md"
    >
      <h3 id="recovery-codes-title" className="font-semibold">
        Save your recovery codes
      </h3>
      <p className="text-sm text-muted-foreground">
        If you lose your phone, each of these codes signs you in once instead of the app. They are shown only now.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={download}>
          <Download aria-hidden />
          Download as a text file
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
    </section>
  );
}

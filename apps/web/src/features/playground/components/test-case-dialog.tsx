import { PLAYGROUND_LIMITS, type PlaygroundTestCase } from '@hammurabi/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** The form of Add Test Case and Edit: a name, the input and the expected output. */
export function TestCaseForm({
  initial,
  onSubmit,
}: {
  initial: PlaygroundTestCase | null;
  onSubmit: (test: Omit<PlaygroundTestCase, 'id'>) => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [input, setInput] = useState(initial?.input ?? '');
  const [expectedOutput, setExpectedOutput] = useState(initial?.expectedOutput ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Give the test case a name.');
    onSubmit({ name: name.trim(), input, expectedOutput });
  };

  return (
    <DialogContent
      title={initial ? 'Edit test case' : 'Add test case'}
      description="The input is what the program reads; the expected output is compared line by line, ignoring trailing spaces."
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor="test-name">Name</Label>
          <Input
            id="test-name"
            value={name}
            maxLength={PLAYGROUND_LIMITS.testNameMax}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'test-name-error' : undefined}
          />
          {error ? (
            <p id="test-name-error" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="test-input">Input</Label>
          <Textarea
            id="test-input"
            rows={3}
            className="font-mono"
            value={input}
            maxLength={PLAYGROUND_LIMITS.testInputMaxChars}
            onChange={(event) => setInput(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="test-expected">Expected output</Label>
          <Textarea
            id="test-expected"
            rows={3}
            className="font-mono"
            value={expectedOutput}
            maxLength={PLAYGROUND_LIMITS.testInputMaxChars}
            onChange={(event) => setExpectedOutput(event.target.value)}
          />
        </div>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit">{initial ? 'Save test case' : 'Add test case'}</Button>
        </div>
      </form>
    </DialogContent>
  );
}

import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';

// The renderer and its highlighter load when the preview is first opened, not with the form.
const Markdown = lazy(() => import('./markdown'));

type Mode = 'write' | 'preview';

/**
 * A Markdown text box with Write and Preview tabs (arrow keys move between them). The preview
 * renders the text as it will be posted: trimmed, as the API stores it, through the same
 * `Markdown` renderer (same sanitising, highlighting and copy buttons) as the posted page.
 */
export function MarkdownField({
  id,
  label,
  value,
  onChange,
  codeLanguages,
  hint,
  ...textarea
}: Omit<ComponentProps<'textarea'>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Languages for code blocks that name none (a question's tags). */
  codeLanguages?: readonly string[];
  /** A line under the box (what Markdown allows); linked to the box as its description. */
  hint?: string;
}) {
  const [mode, setMode] = useState<Mode>('write');
  const text = value.trim();
  const hintId = `${id}-hint`;
  return (
    <Tabs value={mode} onValueChange={(next) => setMode(next as Mode)} className="grid gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <TabsList aria-label="Write or preview" className="h-8">
          <TabsTrigger value="write" className="h-6 px-2.5 text-xs">
            Write
          </TabsTrigger>
          <TabsTrigger value="preview" className="h-6 px-2.5 text-xs">
            Preview
          </TabsTrigger>
        </TabsList>
      </div>
      {/* Kept mounted while previewing: the box keeps its undo history, size and caret. */}
      <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
        <Textarea
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint ? hintId : undefined}
          {...textarea}
        />
      </TabsContent>
      <TabsContent
        value="preview"
        className="min-h-36 rounded-md border border-border bg-background px-3 py-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {text ? (
          <Suspense fallback={<Spinner label="Loading the preview" />}>
            <Markdown copyableCode codeLanguages={codeLanguages}>
              {text}
            </Markdown>
          </Suspense>
        ) : (
          <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
        )}
      </TabsContent>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </Tabs>
  );
}

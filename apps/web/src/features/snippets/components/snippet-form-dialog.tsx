import {
  DEFAULT_SNIPPET_CATEGORY,
  DEFAULT_SNIPPET_LANGUAGE,
  SNIPPET_CATEGORIES,
  SNIPPET_LANGUAGES,
  SNIPPET_LIMITS,
  parseSnippetTags,
  type Snippet,
  type SnippetCategory,
  type SnippetLanguage,
} from '@hammurabi/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';

/** What the form submits: every field, cleaned; fits both a new snippet and a full edit. */
export interface SnippetFormOutput {
  title: string;
  language: SnippetLanguage;
  category: SnippetCategory;
  tags: string[];
  code: string;
  description: string;
  visibility: 'public' | 'private';
}

interface FormValues {
  title: string;
  language: SnippetLanguage;
  category: SnippetCategory;
  tags: string;
  code: string;
  description: string;
  visibility: 'public' | 'private';
}

function initialValues(snippet?: Snippet): FormValues {
  return {
    title: snippet?.title ?? '',
    language: snippet?.language ?? DEFAULT_SNIPPET_LANGUAGE,
    category: snippet?.category ?? DEFAULT_SNIPPET_CATEGORY,
    tags: snippet?.tags.join(', ') ?? '',
    code: snippet?.code ?? '',
    description: snippet?.description ?? '',
    visibility: snippet?.visibility ?? 'public',
  };
}

/**
 * The Add Snippet modal, also used to edit: title, language (Python by default), category
 * (Utilities by default), tags, code, description and visibility. Blank required fields give
 * the spec's error toast instead of a request.
 */
export function SnippetFormDialog({
  open,
  onOpenChange,
  snippet,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The snippet being edited; absent when adding. */
  snippet?: Snippet;
  pending: boolean;
  onSubmit: (values: SnippetFormOutput) => void;
}) {
  const [values, setValues] = useState<FormValues>(() => initialValues(snippet));
  const [missing, setMissing] = useState(false);
  const id = useId();
  const set =
    <K extends keyof FormValues>(key: K) =>
    (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value as FormValues[K] }));

  const changeOpen = (next: boolean) => {
    if (next) {
      setValues(initialValues(snippet));
      setMissing(false);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.title.trim() || !values.code.trim() || !values.description.trim()) {
      // The toast sits outside the modal, which hides it from screen readers; the form says it too.
      setMissing(true);
      toast({ title: 'Error', description: 'Title, code, and description are required.', variant: 'destructive' });
      return;
    }
    setMissing(false);
    onSubmit({
      title: values.title.trim(),
      language: values.language,
      category: values.category,
      tags: parseSnippetTags(values.tags),
      code: values.code,
      description: values.description.trim(),
      visibility: values.visibility,
    });
  };

  const editing = snippet !== undefined;
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        title={editing ? 'Edit Snippet' : 'Add New Snippet'}
        description={editing ? 'Change your snippet; its address stays the same.' : 'Share a useful piece of code.'}
        className="max-w-2xl"
      >
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input
              id={`${id}-title`}
              value={values.title}
              onChange={set('title')}
              maxLength={SNIPPET_LIMITS.titleMax}
              placeholder="e.g. Binary search in a sorted list"
              aria-required
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-language`}>Language</Label>
              <NativeSelect id={`${id}-language`} value={values.language} onChange={set('language')}>
                {Object.entries(SNIPPET_LANGUAGES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-category`}>Category</Label>
              <NativeSelect id={`${id}-category`} value={values.category} onChange={set('category')}>
                {Object.entries(SNIPPET_CATEGORIES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-visibility`}>Visibility</Label>
              <NativeSelect id={`${id}-visibility`} value={values.visibility} onChange={set('visibility')}>
                <option value="public">Public</option>
                <option value="private">Private (only you)</option>
              </NativeSelect>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-tags`}>Tags</Label>
            <Input
              id={`${id}-tags`}
              value={values.tags}
              onChange={set('tags')}
              placeholder="sorting, arrays, interview"
              aria-describedby={`${id}-tags-hint`}
            />
            <p id={`${id}-tags-hint`} className="text-xs text-muted-foreground">
              Separate tags with commas; up to {SNIPPET_LIMITS.tagsMax} tags of {SNIPPET_LIMITS.tagMax} characters.
            </p>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-code`}>Code</Label>
            <Textarea
              id={`${id}-code`}
              value={values.code}
              onChange={set('code')}
              spellCheck={false}
              className="min-h-48 font-mono text-[0.85rem]"
              placeholder="Paste your code here"
              aria-required
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea
              id={`${id}-description`}
              value={values.description}
              onChange={set('description')}
              maxLength={SNIPPET_LIMITS.descriptionMax}
              placeholder="What it does and when to use it"
              aria-required
            />
          </div>
          {missing ? (
            <p role="alert" className="text-sm text-destructive">
              Title, code, and description are required.
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : editing ? 'Save Changes' : 'Add Snippet'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

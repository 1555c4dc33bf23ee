import {
  PROJECT_FRAMEWORKS,
  PROJECT_LANGUAGES,
  PROJECT_LIMITS,
  PROJECT_VISIBILITIES,
  type ProjectCreate,
  type ProjectVisibility,
  parseTags,
} from '@hammurabi/shared';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

export interface ProjectFormValues {
  title: string;
  description: string;
  language: string;
  framework: string;
  visibility: ProjectVisibility;
  tags: string;
}

export const emptyProjectForm: ProjectFormValues = {
  title: '',
  description: '',
  language: 'javascript',
  framework: '',
  visibility: 'private',
  tags: '',
};

/** The payload from what the form holds: tags split on commas, no framework as null. */
export function toProjectPayload(values: ProjectFormValues): ProjectCreate {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    language: values.language,
    framework: values.framework || null,
    visibility: values.visibility,
    tags: parseTags(values.tags),
  };
}

/** The project fields, shared by "New Project" and "Edit project". */
export function ProjectForm({
  initial = emptyProjectForm,
  submitLabel,
  pendingLabel,
  pending,
  visibilityEditable = true,
  visibilityNote = 'Only the owner can change the visibility.',
  onSubmit,
  children,
}: {
  initial?: ProjectFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  visibilityEditable?: boolean;
  /** Why the visibility cannot be changed, shown when it cannot. */
  visibilityNote?: string;
  onSubmit: (payload: ProjectCreate) => void;
  /** Extra actions shown next to the submit button (e.g. Cancel). */
  children?: React.ReactNode;
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const tags = parseTags(values.tags);
  const tooManyTags = tags.length > PROJECT_LIMITS.tagsMax;
  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || tooManyTags) return;
    onSubmit(toProjectPayload(values));
  };

  return (
    <form onSubmit={submit} className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>
          Title <span className="text-destructive">*</span>
        </Label>
        <Input
          id={`${id}-title`}
          name="title"
          required
          maxLength={PROJECT_LIMITS.titleMax}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          placeholder="My awesome project"
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          name="description"
          maxLength={PROJECT_LIMITS.descriptionMax}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          placeholder="What does this project do?"
          rows={4}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-language`}>Primary language</Label>
          <NativeSelect
            id={`${id}-language`}
            name="language"
            value={values.language}
            onChange={(event) => set('language', event.target.value)}
          >
            {Object.entries(PROJECT_LANGUAGES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-framework`}>
            Framework <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <NativeSelect
            id={`${id}-framework`}
            name="framework"
            value={values.framework}
            onChange={(event) => set('framework', event.target.value)}
          >
            <option value="">Not specified</option>
            {Object.entries(PROJECT_FRAMEWORKS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <fieldset className="grid gap-2" disabled={!visibilityEditable}>
        <legend className="mb-2 text-sm font-medium">Visibility</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(Object.entries(PROJECT_VISIBILITIES) as Array<[ProjectVisibility, string]>).map(([value, label]) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                values.visibility === value ? 'border-primary bg-primary/5' : 'border-border',
                !visibilityEditable && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="visibility"
                value={value}
                checked={values.visibility === value}
                onChange={() => set('visibility', value)}
                className="accent-[var(--color-primary)]"
              />
              {label}
            </label>
          ))}
        </div>
        {!visibilityEditable ? <p className="text-xs text-muted-foreground">{visibilityNote}</p> : null}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-tags`}>Tags</Label>
        <Input
          id={`${id}-tags`}
          name="tags"
          value={values.tags}
          onChange={(event) => set('tags', event.target.value)}
          placeholder="e.g. web, api, learning"
          aria-describedby={`${id}-tags-help`}
          autoComplete="off"
        />
        <p id={`${id}-tags-help`} className={cn('text-xs', tooManyTags ? 'text-destructive' : 'text-muted-foreground')}>
          {tooManyTags ? `A project can have at most ${PROJECT_LIMITS.tagsMax} tags.` : 'Separate tags with commas.'}
        </p>
        {tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {children}
        <Button type="submit" disabled={pending || tooManyTags}>
          {pending ? <Spinner label={pendingLabel} className="[&_svg]:size-4 [&_svg]:text-current" /> : null}
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

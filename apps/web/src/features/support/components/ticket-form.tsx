import { SUPPORT_CATEGORIES, SUPPORT_LIMITS } from '@hammurabi/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { UploadProgress } from '@/lib/api-client';
import type { TicketSubmission } from '../api/submit-ticket';
import { AttachmentField, useAttachmentChoice } from './attachment-field';

type Fields = TicketSubmission['fields'];
const requiredKeys = ['name', 'email', 'subject', 'category', 'description'] as const;
type FieldKey = (typeof requiredKeys)[number] | 'attachment';
type FieldErrors = Partial<Record<FieldKey, string>>;
const fieldLabels: Record<(typeof requiredKeys)[number], string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  category: 'Category',
  description: 'Description',
};

/** Each required field left empty or malformed, with the sentence shown under it. */
export function ticketFieldErrors(values: Fields): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of requiredKeys) {
    if (!values[key].trim()) {
      errors[key] = key === 'category' ? 'Choose a category.' : `${fieldLabels[key]} is required.`;
    }
  }
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) {
    errors.email = 'Enter an email address like you@example.com.';
  }
  return errors;
}

/** The values of an empty form; a signed-in user's name and email are filled in. */
export function emptyTicketFields(prefill: { name?: string; email?: string } = {}): Fields {
  return {
    name: prefill.name ?? '',
    email: prefill.email ?? '',
    subject: '',
    category: '',
    description: '',
    website: '',
  };
}

/**
 * The support ticket form: name, email, subject, category, description and one optional
 * attachment checked by name and size before upload. `onSubmit` resolves true when the ticket
 * was stored, and the form then clears, file field included.
 */
export function TicketForm({
  prefill,
  pending,
  progress,
  onMissing,
  onSubmit,
}: {
  prefill: { name?: string; email?: string };
  pending: boolean;
  progress: UploadProgress | null;
  onMissing: () => void;
  onSubmit: (submission: TicketSubmission) => Promise<boolean>;
}) {
  const id = useId();
  // The page mounts the form once the session is known, so the prefill is there from the start.
  const [values, setValues] = useState<Fields>(() => emptyTicketFields(prefill));
  const attachment = useAttachmentChoice();
  const file = attachment.file;
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const set = (key: keyof Fields, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = ticketFieldErrors(values);
    setErrors(found);
    const firstInvalid = requiredKeys.find((key) => found[key]);
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      if (requiredKeys.some((key) => !values[key].trim())) onMissing();
      return;
    }
    // A refused file is not sent silently without it: the sender fixes or removes it first.
    if (attachment.error) {
      attachment.inputRef.current?.focus();
      return;
    }
    if (await onSubmit({ fields: values, attachment: file })) {
      setValues(emptyTicketFields(prefill));
      attachment.reset();
      setErrors({});
    }
  };

  /** The accessibility wiring and message of one field's error. */
  const invalid = (key: FieldKey, describedBy?: string) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby':
      [describedBy, errors[key] ? `${id}-${key}-error` : undefined].filter(Boolean).join(' ') || undefined,
  });
  const errorFor = (key: FieldKey) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="text-sm font-medium text-destructive">
        {errors[key]}
      </p>
    ) : null;

  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  const required = <span className="text-destructive">*</span>;

  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-5"
      aria-label="Support ticket"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>Name {required}</Label>
          <Input
            id={`${id}-name`}
            name="name"
            {...invalid('name')}
            aria-required
            autoComplete="name"
            maxLength={SUPPORT_LIMITS.nameMax}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            placeholder="Your name"
          />
          {errorFor('name')}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email {required}</Label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            {...invalid('email')}
            aria-required
            autoComplete="email"
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            placeholder="you@example.com"
          />
          {errorFor('email')}
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-subject`}>Subject {required}</Label>
        <Input
          id={`${id}-subject`}
          name="subject"
          {...invalid('subject')}
          aria-required
          maxLength={SUPPORT_LIMITS.subjectMax}
          value={values.subject}
          onChange={(event) => set('subject', event.target.value)}
          placeholder="Brief description of your issue"
        />
        {errorFor('subject')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-category`}>Category {required}</Label>
        <NativeSelect
          id={`${id}-category`}
          name="category"
          {...invalid('category')}
          aria-required
          value={values.category}
          onChange={(event) => set('category', event.target.value)}
        >
          <option value="">Select a category</option>
          {Object.entries(SUPPORT_CATEGORIES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
        {errorFor('category')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description {required}</Label>
        <Textarea
          id={`${id}-description`}
          name="description"
          {...invalid('description')}
          aria-required
          rows={6}
          maxLength={SUPPORT_LIMITS.descriptionMax}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          placeholder="Please describe your issue in detail: what you did, what you expected and what happened."
        />
        {errorFor('description')}
      </div>
      <AttachmentField id={id} choice={attachment} sendsWhat="ticket" />
      {/* A honeypot: hidden from people and screen readers, filled in only by bots. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => set('website', event.target.value)}
        />
      </div>
      {pending && file ? (
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label="Uploading attachment"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Uploading {file.name}: {percent}%
          </p>
        </div>
      ) : null}
      <div>
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
          {pending ? <Spinner label="Submitting" className="[&_svg]:size-4 [&_svg]:text-current" /> : null}
          {pending ? 'Submitting…' : 'Submit Ticket'}
        </Button>
      </div>
    </form>
  );
}

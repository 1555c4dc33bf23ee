import { AI_LIMITS, type ChatContextFile } from '@hammurabi/shared';
import { ChevronLeft, ChevronRight, FileCode } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { isSendKey, isSendable } from '../lib/message-format';

/** What can be done to stored messages: edit a question, ask again, switch versions. */
export interface MessageActions {
  onEdit: (messageId: string, content: string) => void;
  onRegenerate: (messageId: string) => void;
  onSwitch: (messageId: string) => void;
  /** A reply is on its way: nothing can be changed meanwhile. */
  disabled: boolean;
}

/** "‹ 2 / 3 ›": the versions of a message, announced to screen readers as they change. */
export function BranchSwitcher({
  messageId,
  siblingIds,
  onSwitch,
  disabled,
}: {
  messageId: string;
  siblingIds: readonly string[];
  onSwitch: (messageId: string) => void;
  disabled: boolean;
}) {
  const index = siblingIds.indexOf(messageId);
  if (siblingIds.length < 2 || index === -1) return null;
  const previous = siblingIds[index - 1];
  const next = siblingIds[index + 1];
  return (
    <span role="group" aria-label="Versions" className="inline-flex items-center text-xs text-muted-foreground">
      <Button
        variant="ghost"
        size="icon"
        className="size-6"
        aria-label="Previous version"
        disabled={disabled || !previous}
        onClick={() => previous && onSwitch(previous)}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <span aria-live="polite" className="tabular-nums">
        <span aria-hidden>
          {index + 1} / {siblingIds.length}
        </span>
        <span className="sr-only">
          Version {index + 1} of {siblingIds.length}
        </span>
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-6"
        aria-label="Next version"
        disabled={disabled || !next}
        onClick={() => next && onSwitch(next)}
      >
        <ChevronRight aria-hidden />
      </Button>
    </span>
  );
}

const FIT_LABEL = { whole: '', cut: 'cut', left_out: 'left out' } as const;
const FIT_TITLE = {
  whole: 'The whole file was read.',
  cut: "Only the start of the file fitted into the assistant's context.",
  left_out: "The file did not fit into the assistant's context.",
} as const;

/** The project files a message was sent with, each with the version read. */
export function FileChips({ files }: { files: readonly ChatContextFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Attached files" className="mt-2 flex flex-wrap gap-1.5">
      {files.map((file) => (
        <li key={file.file_id}>
          <Badge variant="outline" title={`${file.filename}, version ${file.version}. ${FIT_TITLE[file.fit]}`}>
            <FileCode aria-hidden />
            <span className="font-mono">{file.filename}</span>
            <span>v{file.version}</span>
            {file.fit !== 'whole' ? <span className="text-foreground">· {FIT_LABEL[file.fit]}</span> : null}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** A question edited in place: Enter sends the new version, Esc (or Cancel) leaves it as it was. */
export function EditBox({
  initial,
  onSubmit,
  onCancel,
}: {
  initial: string;
  onSubmit: (content: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const submit = () => {
    if (isSendable(text) && text.trim() !== initial.trim()) onSubmit(text);
    else if (text.trim() === initial.trim()) onCancel();
  };
  return (
    <div className="flex flex-col gap-2">
      <Textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
            return;
          }
          if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) {
            return;
          }
          event.preventDefault();
          submit();
        }}
        aria-label="Edit your message"
        aria-keyshortcuts="Enter Escape"
        maxLength={AI_LIMITS.messageMax}
        rows={Math.min(8, Math.max(2, text.split('\n').length))}
        autoFocus
        className="min-w-[min(32rem,70vw)] resize-y text-sm"
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" onClick={submit} disabled={!isSendable(text)}>
          Send
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">Enter to send the new version, Esc to cancel.</p>
    </div>
  );
}

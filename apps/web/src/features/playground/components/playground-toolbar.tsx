import {
  formatSeconds,
  PLAYGROUND_LANGUAGES,
  PLAYGROUND_LIMITS,
  playgroundLanguageFromFilename,
  type PlaygroundLanguage,
} from '@hammurabi/shared';
import { Bug, FolderOpen, Play, Save, Share2, Square, Upload } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { LANGUAGE_LABELS } from '../lib/starters';

export interface ToolbarProps {
  language: PlaygroundLanguage;
  running: boolean;
  canRun: boolean;
  signedIn: boolean;
  onLanguage: (language: PlaygroundLanguage) => void;
  onRun: () => void;
  onStop: () => void;
  onDebug: () => void;
  onUpload: (file: { language: PlaygroundLanguage; code: string }) => void;
  onSave: () => void;
  onShare: () => void;
  onMyPrograms: () => void;
}

/** Language, Run/Stop, Debug, Upload, Save, Share and My programs. */
export function PlaygroundToolbar(props: ToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const language = playgroundLanguageFromFilename(file.name);
    if (!language) {
      toast({
        title: 'Cannot open this file',
        description: 'Choose a .py, .js or .java file.',
        variant: 'destructive',
      });
      return;
    }
    if (file.size > PLAYGROUND_LIMITS.codeMaxChars) {
      toast({ title: 'File too large', description: 'Programs can be at most 64 KB.', variant: 'destructive' });
      return;
    }
    props.onUpload({ language, code: await file.text() });
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <label htmlFor="playground-language" className="text-xs font-medium text-muted-foreground">
          Language
        </label>
        <NativeSelect
          id="playground-language"
          className="w-36"
          value={props.language}
          disabled={props.running}
          onChange={(event) => props.onLanguage(event.target.value as PlaygroundLanguage)}
        >
          {PLAYGROUND_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_LABELS[language]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {props.running ? (
        <Button variant="destructive" onClick={props.onStop}>
          <Square aria-hidden />
          Stop
        </Button>
      ) : (
        <Button onClick={props.onRun} disabled={!props.canRun} title="Run (Ctrl+Enter)">
          <Play aria-hidden />
          Run
        </Button>
      )}
      <Button variant="outline" onClick={props.onDebug} disabled={props.running}>
        <Bug aria-hidden />
        Debug
      </Button>
      <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={props.running}>
        <Upload aria-hidden />
        Upload
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".py,.js,.mjs,.cjs,.java"
        // Opened by Upload; hidden, so screen readers do not meet a second upload control.
        hidden
        data-testid="upload-input"
        onChange={(event) => void upload(event)}
      />
      <Button variant="outline" onClick={props.onSave}>
        <Save aria-hidden />
        Save
      </Button>
      <Button variant="outline" onClick={props.onShare}>
        <Share2 aria-hidden />
        Share
      </Button>
      {props.signedIn ? (
        <Button variant="ghost" onClick={props.onMyPrograms}>
          <FolderOpen aria-hidden />
          My programs
        </Button>
      ) : null}
      <p className="self-center text-xs text-muted-foreground sm:ml-auto">
        Time limit: {formatSeconds(PLAYGROUND_LIMITS.timeLimitDefaultMs)} per test
      </p>
    </div>
  );
}

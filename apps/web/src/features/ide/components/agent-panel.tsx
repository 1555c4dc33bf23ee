import { Bot, CircleAlert, Lightbulb } from 'lucide-react';
import { Markdown } from '@/components/markdown/markdown';
import type { AgentMessage } from '../lib/ide-messages';

const icons = { error: CircleAlert, suggestion: Lightbulb, assistant: Bot };
const labels = { error: 'Error', suggestion: 'Suggestion', assistant: 'Assistant' };

/** The AI agent messages: the engine's fixes as suggestions, errors, and the assistant's answers. */
export function AgentPanel({ messages, asking }: { messages: AgentMessage[]; asking: boolean }) {
  return (
    <section aria-labelledby="ide-agent-heading" className="grid gap-2">
      <h2 id="ide-agent-heading" className="text-sm font-semibold">
        AI agent messages
      </h2>
      {messages.length === 0 && !asking ? (
        <p className="text-sm text-muted-foreground">Run a file: each distinct problem gets a suggestion here.</p>
      ) : (
        <ul aria-label="AI agent messages" className="grid max-h-96 gap-2 overflow-auto">
          {messages.map((message) => {
            const Icon = icons[message.type];
            return (
              <li
                key={message.id}
                data-type={message.type}
                className="grid gap-1 rounded-md border border-border p-2 text-sm data-[type=error]:border-destructive/60"
              >
                <span className="flex items-center gap-1 text-xs font-medium text-muted-foreground">
                  <Icon className="size-3.5" aria-hidden /> {labels[message.type]}
                </span>
                {message.type === 'assistant' ? <Markdown>{message.message}</Markdown> : <span>{message.message}</span>}
              </li>
            );
          })}
          {asking && <li className="text-sm text-muted-foreground">The assistant is answering…</li>}
        </ul>
      )}
    </section>
  );
}

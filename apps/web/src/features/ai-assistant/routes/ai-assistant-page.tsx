import { BookText, Code2, MessagesSquare, ScanSearch, SlidersHorizontal } from 'lucide-react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type AssistantTool, AssistantToolCard } from '../components/assistant-tool-card';

const TOOLS: AssistantTool[] = [
  {
    title: 'AI Chat',
    description: 'Ask about your code, the laws HB001–HB005 or the platform, and keep the conversation for later.',
    icon: MessagesSquare,
    path: '/chat',
  },
  {
    title: 'Code Generation',
    description: 'Describe what you need and get code written to follow the laws from the start.',
    icon: Code2,
    path: null,
  },
  {
    title: 'AI Code Review',
    description: 'Have Guardian AI judge a file against the laws and read its findings line by line.',
    icon: ScanSearch,
    path: '/code-review',
  },
  {
    title: 'Documentation Assistant',
    description: 'Draft doc comments and READMEs from your code, as the Law of Documented Purpose asks.',
    icon: BookText,
    path: null,
  },
  {
    title: 'Personalize Assistant',
    description: "Choose how strict, how brief and how detailed the assistant's answers should be.",
    icon: SlidersHorizontal,
    path: null,
  },
];

/** /ai-assistant: the assistant's tools, those still to come shown as disabled. */
export function AiAssistantPage() {
  useDocumentTitle('AI Assistant');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">AI Assistant</h1>
      <p className="mt-1 max-w-2xl text-muted-foreground">
        Tools that help you write, understand and review code under the Hammurabi laws.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Assistant tools">
        {TOOLS.map((tool) => (
          <AssistantToolCard key={tool.title} tool={tool} />
        ))}
      </ul>
    </div>
  );
}

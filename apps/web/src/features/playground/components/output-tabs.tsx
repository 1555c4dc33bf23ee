import type { PlaygroundAnalysis, PlaygroundLanguage } from '@hammurabi/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ConsoleState } from '../lib/use-playground';
import { AiTipsPanel } from './ai-tips-panel';
import { AnalysisPanel } from './analysis-panel';
import { ConsoleOutput } from './console-output';
import { type DebugSession, DebuggerPanel } from './debugger-panel';

export type OutputTab = 'console' | 'debugger' | 'analysis' | 'tips';

export interface OutputTabsProps {
  tab: OutputTab;
  onTab: (tab: OutputTab) => void;
  language: PlaygroundLanguage;
  running: boolean;
  consoleState: ConsoleState | null;
  debug: { session: DebugSession | null; tracing: boolean; onStep: (index: number) => void };
  analysis: { data: PlaygroundAnalysis | undefined; pending: boolean; error: Error | null; run: () => void };
  tips: {
    signedIn: boolean;
    text: string | undefined;
    pending: boolean;
    error: Error | null;
    /** The last run stopped with an error: asking explains it. */
    explainsError: boolean;
    ask: () => void;
  };
  onGoToLine: (line: number) => void;
}

/** Console Output, Debugger, Analysis and AI Tips under the editor. */
export function OutputTabs(props: OutputTabsProps) {
  return (
    <Tabs value={props.tab} onValueChange={(value) => props.onTab(value as OutputTab)} className="grid gap-3">
      <TabsList className="h-auto flex-wrap justify-start">
        <TabsTrigger value="console">Console Output</TabsTrigger>
        <TabsTrigger value="debugger">Debugger</TabsTrigger>
        <TabsTrigger value="analysis">Analysis</TabsTrigger>
        <TabsTrigger value="tips">AI Tips</TabsTrigger>
      </TabsList>
      <TabsContent value="console">
        <ConsoleOutput state={props.consoleState} running={props.running} />
      </TabsContent>
      <TabsContent value="debugger">
        <DebuggerPanel language={props.language} {...props.debug} />
      </TabsContent>
      <TabsContent value="analysis">
        <AnalysisPanel
          analysis={props.analysis.data}
          pending={props.analysis.pending}
          error={props.analysis.error}
          onAnalyze={props.analysis.run}
          onGoToLine={props.onGoToLine}
        />
      </TabsContent>
      <TabsContent value="tips">
        <AiTipsPanel
          signedIn={props.tips.signedIn}
          tips={props.tips.text}
          pending={props.tips.pending}
          error={props.tips.error}
          explainsError={props.tips.explainsError}
          onAsk={props.tips.ask}
        />
      </TabsContent>
    </Tabs>
  );
}

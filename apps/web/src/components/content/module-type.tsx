import type { LearningModuleType } from '@hammurabi/shared';
import { BookOpen, CodeXml, Footprints, Hammer, ListChecks, MousePointerClick } from 'lucide-react';

/**
 * What each kind of tutorial item and learning module is called and its icon: one table for the
 * tutorials, the learning paths and their modules. A walkthrough is written, step by step.
 */
export const MODULE_TYPES: Record<LearningModuleType, { label: string; icon: typeof BookOpen }> = {
  walkthrough: { label: 'Walkthrough', icon: Footprints },
  interactive: { label: 'Interactive', icon: MousePointerClick },
  guide: { label: 'Guide', icon: BookOpen },
  project: { label: 'Project', icon: Hammer },
  quiz: { label: 'Quiz', icon: ListChecks },
  exercise: { label: 'Exercise', icon: CodeXml },
};

/** A module's or lesson's type as a small label with its icon. */
export function ModuleTypeLabel({ type, className }: { type: LearningModuleType; className?: string }) {
  const { label, icon: Icon } = MODULE_TYPES[type];
  return (
    <span className={className ?? 'inline-flex items-center gap-1'}>
      <Icon className="size-3.5 shrink-0 text-primary" aria-hidden />
      {label}
    </span>
  );
}

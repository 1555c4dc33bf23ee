import type { LearningCheck, LearningModuleDetail } from '@hammurabi/shared';
import { CheckCircle2, XCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRecordProgress } from '../api/record-progress';

function savedAnswers(module: LearningModuleDetail): Record<string, number> {
  const solution = module.solution as { answers?: Record<string, number> } | null;
  return solution?.answers ?? {};
}

/** A quiz: one choice per question, checked on the server, which says which answers were wrong. */
export function QuizPanel({ module, signedIn }: { module: LearningModuleDetail; signedIn: boolean }) {
  const questions = module.quiz!.questions;
  const [answers, setAnswers] = useState<Record<string, number>>(() => savedAnswers(module));
  const [check, setCheck] = useState<LearningCheck | null>(module.check);
  const record = useRecordProgress();
  const complete = questions.every((question) => answers[question.id] !== undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    record.mutate(
      { module_id: module.id, status: 'completed', solution: { answers } },
      { onSuccess: (answer) => setCheck(answer.check) },
    );
  };

  return (
    <form className="grid gap-5" onSubmit={onSubmit} aria-label="Quiz">
      {questions.map((question, index) => {
        const wrong = check?.wrong_questions.includes(question.id) ?? false;
        return (
          <fieldset key={question.id} className="grid gap-2 rounded-lg border border-border p-4">
            <legend className="float-left mb-1 w-full font-medium">
              {index + 1}. {question.prompt}
            </legend>
            {question.choices.map((choice, choiceIndex) => (
              <label key={choice} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={question.id}
                  checked={answers[question.id] === choiceIndex}
                  onChange={() => setAnswers((current) => ({ ...current, [question.id]: choiceIndex }))}
                />
                {choice}
              </label>
            ))}
            {check && !record.isPending ? (
              <p className="flex items-center gap-1 text-sm">
                {wrong ? (
                  <>
                    <XCircle className="size-4 text-destructive" aria-hidden /> Not quite — try again.
                  </>
                ) : (
                  <>
                    <CheckCircle2 className="size-4 text-success" aria-hidden /> Correct.
                  </>
                )}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      {record.error ? (
        <p role="alert" className="text-sm text-destructive">
          {record.error.message}
        </p>
      ) : null}
      {check?.passed ? (
        <p role="status" className="font-semibold">
          Quiz passed — every answer is right.
        </p>
      ) : null}
      {signedIn ? (
        <Button type="submit" className="justify-self-start" disabled={!complete || record.isPending}>
          {record.isPending ? 'Checking…' : 'Check answers'}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">Sign in to check your answers.</p>
      )}
    </form>
  );
}

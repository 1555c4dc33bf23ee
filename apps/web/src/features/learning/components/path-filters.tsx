import {
  EXERCISE_LANGUAGES,
  LEARNING_DIFFICULTIES,
  PATH_STATUSES,
  PROJECT_LANGUAGES,
  type PathStatus,
} from '@hammurabi/shared';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';

export interface PathFilterValues {
  language: string;
  difficulty: string;
  tag: string;
  status: string;
}

const STATUS_LABELS: Record<PathStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  completed: 'Completed',
};

/** Language, difficulty, tag and progress filters; the page keeps them in the address. */
export function PathFilters({
  values,
  tags,
  signedIn,
  onChange,
}: {
  values: PathFilterValues;
  tags: string[];
  signedIn: boolean;
  onChange: (key: keyof PathFilterValues, value: string) => void;
}) {
  return (
    <div
      className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      role="group"
      aria-label="Filters"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="filter-language">Language</Label>
        <NativeSelect
          id="filter-language"
          value={values.language}
          onChange={(event) => onChange('language', event.target.value)}
        >
          <option value="">Any language</option>
          {EXERCISE_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {PROJECT_LANGUAGES[language]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-difficulty">Difficulty</Label>
        <NativeSelect
          id="filter-difficulty"
          value={values.difficulty}
          onChange={(event) => onChange('difficulty', event.target.value)}
        >
          <option value="">Any difficulty</option>
          {LEARNING_DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {difficulty}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-tag">Tag</Label>
        <NativeSelect id="filter-tag" value={values.tag} onChange={(event) => onChange('tag', event.target.value)}>
          <option value="">Any tag</option>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </NativeSelect>
      </div>
      {signedIn ? (
        <div className="grid gap-1.5">
          <Label htmlFor="filter-status">Progress</Label>
          <NativeSelect
            id="filter-status"
            value={values.status}
            onChange={(event) => onChange('status', event.target.value)}
          >
            <option value="">Any progress</option>
            {PATH_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
    </div>
  );
}

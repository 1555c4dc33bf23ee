import type { CodeMetrics } from '@hammurabi/shared';

const WIDTH = 200;
const HEIGHT = 40;

/** The scores of the last reviews as a small line, oldest on the left; the numbers are its label. */
export function ScoreTrend({ trend }: { trend: CodeMetrics['trend'] }) {
  const label = `Scores of your last ${trend.length === 1 ? 'review' : `${trend.length} reviews`}, oldest first: ${trend
    .map((point) => point.score)
    .join(', ')}`;
  const step = trend.length > 1 ? WIDTH / (trend.length - 1) : 0;
  const points = trend.map((point, index) => [
    trend.length > 1 ? index * step : WIDTH / 2,
    HEIGHT - 4 - (point.score / 100) * (HEIGHT - 8),
  ]);
  return (
    <figure className="grid gap-1">
      <figcaption className="text-xs font-medium text-muted-foreground">Score trend</figcaption>
      <svg viewBox={`-4 0 ${WIDTH + 8} ${HEIGHT}`} className="h-10 w-full" role="img" aria-label={label}>
        <line x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} className="stroke-border" strokeDasharray="3 3" />
        <polyline
          points={points.map(([x, y]) => `${x},${y}`).join(' ')}
          fill="none"
          className="stroke-primary"
          strokeWidth={2}
          strokeLinejoin="round"
        />
        {points.map(([x, y], index) => (
          <circle key={trend[index]!.review_id} cx={x} cy={y} r={2.5} className="fill-primary" />
        ))}
      </svg>
    </figure>
  );
}

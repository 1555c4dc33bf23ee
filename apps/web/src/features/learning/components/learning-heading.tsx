/** The heading of /learning and its lead, shown before the rest of the screen has loaded. */
export function LearningHeading() {
  return (
    <div className="grid gap-2">
      <h1 className="text-3xl font-bold tracking-tight">Learning Paths</h1>
      <p className="max-w-2xl text-muted-foreground">
        Paths of lessons, quizzes and exercises. Run your code in the browser as you write it; the server runs every
        test of a submission and judges it. Your progress and streak are saved as you go.
      </p>
    </div>
  );
}

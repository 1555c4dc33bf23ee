/** The heading of /community and its lead, shown before the rest of the screen has loaded. */
export function CommunityHeading() {
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Community Q&amp;A</h1>
      <p className="mt-1 text-muted-foreground">Ask questions, share answers and learn from other developers.</p>
    </div>
  );
}

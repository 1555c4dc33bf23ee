/** The heading of /snippets and its lead, shown before the rest of the screen has loaded. */
export function SnippetsHeading() {
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Code Snippets Library</h1>
      <p className="mt-1 text-muted-foreground">
        Reusable, tested pieces of code in six languages. Copy them, save them into your projects, share your own.
      </p>
    </div>
  );
}

/** The heading of /snippets and its lead, shown before the rest of the screen has loaded (its width
 * capped so the lead wraps the same way once the button beside it arrives). */
export function SnippetsHeading() {
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Code Snippets Library</h1>
      <p className="mt-1 max-w-2xl text-muted-foreground">
        Reusable, tested pieces of code in six languages. Copy them, save them into your projects, share your own.
      </p>
    </div>
  );
}

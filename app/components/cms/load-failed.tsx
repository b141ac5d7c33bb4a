/**
 * Said in place of a screen's list when reading it failed; the filters above it still work. A
 * template string, so the sentence stays one text node (no `<!-- -->` between its parts).
 */
export function LoadFailed({ what }: { what: string }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800 ring-1 ring-red-300">
      {`The ${what} could not be loaded. Please try again in a moment.`}
    </p>
  );
}

/** How far an upload has gone: a progress bar labelled with the percentage. */
export function UploadProgress({
  id,
  progress,
  describedBy,
  className,
}: {
  /** The bar's id, which its label points to. */
  id: string;
  /** From 0 to 1. */
  progress: number;
  /** The id of what names the file, where the bar stands among several. */
  describedBy?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-brand-900">
        Uploading: {Math.round(progress * 100)}%
      </label>
      <progress
        id={id}
        max={1}
        value={progress}
        aria-describedby={describedBy}
        className="mt-1 block h-2 w-full"
      />
    </div>
  );
}

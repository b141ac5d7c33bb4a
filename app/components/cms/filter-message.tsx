/**
 * What is wrong with one filter of a list's address (a hand-edited link), shown under its
 * control inside the label; the control points at it with `aria-describedby`.
 */
export function FilterMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <span id={id} className="mt-1 block text-sm font-normal text-red-700">
      {error}
    </span>
  ) : null;
}

/** The availability claim as a large figure with its caption. */
export function AvailabilityStat({ value, label }: { value: string; label: string }) {
  if (!value) return null;
  return (
    <p className="inline-flex flex-col rounded-lg border-l-4 border-accent-500 bg-brand-50 px-5 py-4">
      <span className="text-4xl font-bold tracking-tight text-brand-900">{value}</span>
      <span className="mt-1 text-sm font-semibold text-slate-700">{label}</span>
    </p>
  );
}

/** Short items, each behind an accent dot: features, materials, applications. */
export function BulletList({ items, className = '' }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item, i) => (
        <li key={`${item}-${i}`} className="flex gap-2 text-slate-700">
          <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent-500" />
          {item}
        </li>
      ))}
    </ul>
  );
}

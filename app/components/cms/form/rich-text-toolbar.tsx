import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type ReactNode } from 'react';

interface Tool {
  key: string;
  label: string;
  face: ReactNode;
  /** Toggles report their state with aria-pressed; actions (clean) have none. */
  active?: (e: Editor) => boolean;
  run: (e: Editor) => void;
}

const heading = (level: 1 | 2 | 3): Tool => ({
  key: `h${level}`,
  label: `Heading ${level}`,
  face: <span className="font-bold">H{level}</span>,
  active: (e) => e.isActive('heading', { level }),
  run: (e) => e.chain().focus().toggleHeading({ level }).run(),
});

/** A text style (bold, italic, underline), toggled like TipTap's own toggleBold & co. do. */
const mark = (key: 'bold' | 'italic' | 'underline', label: string, face: ReactNode): Tool => ({
  key,
  label,
  face,
  active: (e) => e.isActive(key),
  run: (e) => e.chain().focus().toggleMark(key).run(),
});

const svg = (d: string) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <path d={d} />
  </svg>
);

/** Exactly the spec's toolbar: H1–H3, bold, italic, underline, link, lists, clean. */
function tools(onLink: () => void): Tool[] {
  return [
    heading(1),
    heading(2),
    heading(3),
    mark('bold', 'Bold', <span className="font-black">B</span>),
    mark('italic', 'Italic', <span className="font-serif italic">I</span>),
    mark('underline', 'Underline', <span className="underline">U</span>),
    {
      key: 'link',
      label: 'Link',
      face: svg(
        'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
      ),
      active: (e) => e.isActive('link'),
      run: onLink,
    },
    {
      key: 'ol',
      label: 'Ordered list',
      face: svg('M10 6h10M10 12h10M10 18h10M4 5h1v3M4 17h2l-2 2h2'),
      active: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'ul',
      label: 'Bullet list',
      face: svg('M10 6h10M10 12h10M10 18h10M5 6h.01M5 12h.01M5 18h.01'),
      active: (e) => e.isActive('bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'clean',
      label: 'Clear formatting',
      face: svg('M6 5h12M12 5l-3 14M4 19l16-14'),
      run: (e) => e.chain().focus().unsetAllMarks().clearNodes().run(),
    },
  ];
}

/** The formatting toolbar: one tab stop, arrow keys move between buttons (WAI-ARIA toolbar). */
export function RichTextToolbar({
  editor,
  label,
  controls,
  onLink,
}: {
  editor: Editor;
  label: string;
  controls: string;
  onLink: () => void;
}) {
  const list = tools(onLink);
  const [focus, setFocus] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  const pressed = useEditorState({
    editor,
    selector: ({ editor: e }) => list.map((t) => (t.active ? t.active(e) : undefined)),
    equalityFn: (a, b) => !!b && a.length === b.length && a.every((v, i) => v === b[i]),
  });

  const move = (to: number) => {
    const next = (to + list.length) % list.length;
    setFocus(next);
    bar.current?.querySelectorAll('button')[next]?.focus();
  };

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={`Formatting: ${label}`}
      aria-controls={controls}
      className="flex flex-wrap gap-1 border-b border-slate-300 bg-slate-50 p-1"
      onKeyDown={(e) => {
        const keys: Record<string, number> = {
          ArrowRight: focus + 1,
          ArrowLeft: focus - 1,
          Home: 0,
          End: list.length - 1,
        };
        if (e.key in keys) {
          e.preventDefault();
          move(keys[e.key] ?? 0);
        }
      }}
    >
      {list.map((tool, i) => (
        <button
          key={tool.key}
          type="button"
          tabIndex={i === focus ? 0 : -1}
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.active ? Boolean(pressed[i]) : undefined}
          onFocus={() => setFocus(i)}
          onClick={() => tool.run(editor)}
          className="inline-flex size-10 items-center justify-center rounded text-brand-900 hover:bg-slate-200 aria-pressed:bg-brand-900 aria-pressed:text-white"
        >
          {tool.face}
        </button>
      ))}
    </div>
  );
}

import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { btn, input } from '../styles';
import { safeHref } from './rich-text-rules';

/** Sets, changes or removes the link at the selection. Disallowed protocols get a blank address. */
export function LinkForm({
  editor,
  id,
  onDone,
  onNotice,
}: {
  editor: Editor;
  id: string;
  onDone: () => void;
  onNotice: (text: string) => void;
}) {
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));

  const apply = () => {
    const safe = safeHref(href);
    if (href.trim() && !safe) {
      onNotice(
        'Only http, https, mailto and tel links are allowed, so the address was left blank.',
      );
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({
          type: 'text',
          text: href.trim() || 'link',
          marks: [{ type: 'link', attrs: { href: safe } }],
        })
        .run();
    } else {
      chain.extendMarkRange('link').setMark('link', { href: safe }).run();
    }
    onDone();
  };

  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-slate-300 bg-white p-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-brand-900">
          Link address
        </label>
        <input
          id={id}
          className={input}
          value={href}
          autoFocus
          inputMode="url"
          placeholder="https://…, mailto:…, tel:…"
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
            if (e.key === 'Escape') {
              e.preventDefault();
              onDone();
            }
          }}
        />
      </div>
      <button type="button" className={btn.small} onClick={apply}>
        Apply link
      </button>
      {editor.isActive('link') && (
        <button
          type="button"
          className={btn.small}
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          Remove link
        </button>
      )}
      <button type="button" className={btn.small} onClick={onDone}>
        Cancel
      </button>
    </div>
  );
}

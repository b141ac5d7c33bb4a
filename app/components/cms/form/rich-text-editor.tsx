/**
 * The TipTap editor (loaded lazily, browser only). Its schema holds only what the toolbar and
 * the server's sanitiser allow; pasted or dropped images are embedded as data URLs when they
 * are png, gif, jpeg, bmp or x-icon.
 */
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type EditorOptions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { EditorView } from '@tiptap/pm/view';
import { useEffect, useRef, useState } from 'react';
import { LinkForm } from './link-form';
import { RichTextToolbar } from './rich-text-toolbar';
import {
  isAllowedHref,
  isAllowedImageFile,
  isAllowedImageSrc,
  readAsDataUrl,
} from './rich-text-rules';

const SafeImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (dom) =>
          isAllowedImageSrc((dom as HTMLElement).getAttribute('src') ?? '') ? null : false,
      },
    ];
  },
}).configure({ inline: true, allowBase64: true });

const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isAllowedHref(url) || (url.startsWith('/') && !url.startsWith('//')),
    },
  }),
  SafeImage,
];

/** Embeds image files at `pos` (or the selection); returns whether any file was an image. */
function embedImages(
  view: EditorView,
  files: FileList | undefined,
  notice: (t: string) => void,
  pos?: number,
) {
  const images = [...(files ?? [])].filter((f) => f.type.startsWith('image/'));
  if (!images.length) return false;
  const allowed = images.filter(isAllowedImageFile);
  if (allowed.length < images.length) {
    notice('Only PNG, GIF, JPEG, BMP and ICO images can be added to the text.');
  }
  void Promise.all(allowed.map(readAsDataUrl)).then((sources) => {
    const { schema } = view.state;
    let tr = view.state.tr;
    for (const src of sources) {
      const node = schema.nodes.image?.create({ src });
      if (!node) continue;
      tr = pos === undefined ? tr.replaceSelectionWith(node) : tr.insert(pos, node);
    }
    view.dispatch(tr);
  });
  return true;
}

interface Props {
  id: string;
  label: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  a11y: { 'aria-describedby'?: string; 'aria-invalid'?: true };
}

export default function RichTextEditor({ id, label, labelId, value, onChange, a11y }: Props) {
  const [linking, setLinking] = useState(false);
  const [notice, setNotice] = useState('');
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(''), 5000);
    return () => clearTimeout(timer);
  }, [notice]);

  const editorProps = (): EditorOptions['editorProps'] => ({
    attributes: {
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(a11y['aria-describedby'] ? { 'aria-describedby': a11y['aria-describedby'] } : {}),
      ...(a11y['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
      class:
        'prose-content h-[400px] overflow-y-auto px-3 py-2 focus:outline-none [&_h1]:mt-5 [&_h1]:mb-2 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h3]:text-lg [&_img]:inline [&_img]:max-w-full',
    },
    handlePaste: (view, event) => embedImages(view, event.clipboardData?.files, setNotice),
    handleDrop: (view, event, _slice, moved) => {
      if (moved) return false;
      const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
      return embedImages(view, event.dataTransfer?.files, setNotice, at?.pos);
    },
  });

  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: false,
    editorProps: editorProps(),
    onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? '' : e.getHTML()),
  });

  // Keep the accessible description and invalid state in step with the field's error.
  const described = a11y['aria-describedby'];
  const invalid = a11y['aria-invalid'];
  useEffect(() => {
    editor?.setOptions({ editorProps: editorProps() });
    // editorProps() reads only these values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, described, invalid]);

  // A new value from outside (saved, discarded) replaces the document; typing does not.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="overflow-hidden rounded-md border border-slate-400 bg-white focus-within:ring-2 focus-within:ring-accent-500">
      {editor ? (
        <>
          <RichTextToolbar
            editor={editor}
            label={label}
            controls={id}
            onLink={() => setLinking((v) => !v)}
          />
          {linking && (
            <LinkForm
              editor={editor}
              id={`${id}-link`}
              onDone={() => setLinking(false)}
              onNotice={setNotice}
            />
          )}
        </>
      ) : (
        <div className="h-12 border-b border-slate-300 bg-slate-50" />
      )}
      {editor ? <EditorContent editor={editor} /> : <div className="h-[400px]" />}
      <p role="status" className="px-3 text-sm text-red-700 empty:hidden">
        {notice}
      </p>
    </div>
  );
}

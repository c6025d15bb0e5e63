import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { Plugin } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { Extension, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

interface PostEditorProps {
  /** HTML to start from (editing a post). */
  initialHtml: string;
  /** HTML and plain text after each change. */
  onChange: (html: string, text: string) => void;
  label: string;
  /** Shown in the empty editor (and given to assistive technology as its placeholder). */
  placeholder?: string;
}

/**
 * The empty editor's placeholder: its one empty paragraph gets Mantine's `is-editor-empty` class and the text in
 * `data-placeholder`, which Mantine's editor styles draw (what TipTap's Placeholder extension does, in a few lines).
 */
const EmptyPlaceholder = Extension.create<{ text: string }>({
  name: 'emptyPlaceholder',
  addOptions: () => ({ text: '' }),
  addProseMirrorPlugins() {
    const { text } = this.options;
    return [
      new Plugin({
        props: {
          decorations: ({ doc }) => {
            const first = doc.firstChild;
            if (!text || doc.childCount !== 1 || !first?.isTextblock || first.content.size > 0) return null;
            const attrs = { class: 'is-editor-empty', 'data-placeholder': text };
            return DecorationSet.create(doc, [Decoration.node(0, first.nodeSize, attrs)]);
          },
        },
      }),
    ];
  },
});

/**
 * The composer's rich text (TipTap through Mantine): bold, italic, lists, link. Headings stop at h3/h4, as the
 * server's sanitiser allows; anything else it does not allow is dropped there.
 */
export function PostEditor({ initialHtml, onChange, label, placeholder }: PostEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: false,
        heading: { levels: [3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
      }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
      EmptyPlaceholder.configure({ text: placeholder ?? '' }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML(), current.getText()),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
  });

  useEffect(() => () => editor?.destroy(), [editor]);

  return (
    <RichTextEditor editor={editor} style={{ minHeight: 160 }}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content style={{ minHeight: 120 }} />
    </RichTextEditor>
  );
}

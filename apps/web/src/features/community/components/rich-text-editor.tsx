import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

interface PostEditorProps {
  /** HTML to start from (editing a post). */
  initialHtml: string;
  /** HTML and plain text after each change. */
  onChange: (html: string, text: string) => void;
  label: string;
}

/**
 * The composer's rich text (TipTap through Mantine): bold, italic, lists, link. Headings stop at h3/h4, as the
 * server's sanitiser allows; anything else it does not allow is dropped there.
 */
export function PostEditor({ initialHtml, onChange, label }: PostEditorProps) {
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
    ],
    content: initialHtml,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
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

/**
 * The user article's body editor (spec 03 section 5, issue 35): Mantine's TipTap editor with the
 * spec's toolbar: font size, bold, italic, underline, strikethrough, block type (paragraph,
 * headings 1-3), alignment and history. The body is HTML; the server sanitises what it keeps.
 */
import '@mantine/tiptap/styles.css';
import { useEffect } from 'react';
import { Input, Select } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import { FontSize, TextStyle } from '@tiptap/extension-text-style';
import { useTranslation } from 'react-i18next';

export const FONT_SIZES = ['12px', '14px', '16px', '18px', '20px', '24px', '32px'] as const;
const BLOCK_TYPES = ['paragraph', 'heading1', 'heading2', 'heading3'] as const;
type BlockType = (typeof BLOCK_TYPES)[number];

export interface ArticleBodyEditorProps {
  id: string;
  label: string;
  /** The HTML the editor opens with (read once; the editor owns the text afterwards). */
  initialHtml: string;
  onChange: (html: string) => void;
  disabled?: boolean;
}

export function ArticleBodyEditor({ id, label, initialHtml, onChange, disabled }: ArticleBodyEditorProps) {
  const { t } = useTranslation('content-ai');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [1, 2, 3] }, link: { openOnClick: false } }),
      TextStyle,
      FontSize,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    content: initialHtml,
    editable: !disabled,
    editorProps: { attributes: { 'aria-labelledby': `${id}-label`, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const labels: Partial<RichTextEditorLabels> = {
    boldControlLabel: t('editor.bold'),
    italicControlLabel: t('editor.italic'),
    underlineControlLabel: t('editor.underline'),
    strikeControlLabel: t('editor.strike'),
    alignLeftControlLabel: t('editor.alignLeft'),
    alignCenterControlLabel: t('editor.alignCenter'),
    alignRightControlLabel: t('editor.alignRight'),
    alignJustifyControlLabel: t('editor.alignJustify'),
    undoControlLabel: t('editor.undo'),
    redoControlLabel: t('editor.redo'),
  };

  return (
    <Input.Wrapper label={label} id={`${id}-label`} labelElement="div">
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar role="toolbar" aria-label={t('editor.toolbar')}>
          {editor && <FormatSelects editor={editor} />}
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.AlignLeft />
            <RichTextEditor.AlignCenter />
            <RichTextEditor.AlignRight />
            <RichTextEditor.AlignJustify />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={240} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

function blockTypeOf(editor: Editor): BlockType {
  for (const level of [1, 2, 3] as const) if (editor.isActive('heading', { level })) return `heading${level}`;
  return 'paragraph';
}

/** The toolbar's two selects: the font size of the selection and the block type of its paragraph. */
function FormatSelects({ editor }: { editor: Editor }) {
  const { t } = useTranslation('content-ai');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      fontSize: (current.getAttributes('textStyle').fontSize as string | undefined) ?? null,
      block: blockTypeOf(current),
    }),
  });
  const setBlock = (value: string | null) => {
    const chain = editor.chain().focus();
    if (value === 'paragraph' || !value) chain.setParagraph().run();
    else chain.setHeading({ level: Number(value.slice(-1)) as 1 | 2 | 3 }).run();
  };
  const setFontSize = (value: string | null) => {
    if (value) editor.chain().focus().setFontSize(value).run();
    else editor.chain().focus().unsetFontSize().run();
  };
  return (
    <>
      <Select
        size="xs"
        w={110}
        aria-label={t('editor.fontSize')}
        placeholder={t('editor.fontSizeDefault')}
        data={FONT_SIZES.map((size) => ({ value: size, label: size.replace('px', '') }))}
        value={state?.fontSize ?? null}
        onChange={setFontSize}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        size="xs"
        w={140}
        aria-label={t('editor.blockType')}
        data={BLOCK_TYPES.map((type) => ({ value: type, label: t(`editor.blocks.${type}`) }))}
        value={state?.block ?? 'paragraph'}
        onChange={setBlock}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}

import { useEffect, useId, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import RedoIcon from '@mui/icons-material/Redo';
import TitleIcon from '@mui/icons-material/Title';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { richTextStyles } from './rich-text-styles';

type Props = {
  /** The HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The visible label, also the editable area's accessible name. */
  label: string;
  /** Height of the editable area in pixels (spec §9: 700 on the help edit screen). */
  height?: number;
  error?: boolean;
  helperText?: ReactNode;
  /** Receives a focus handle, so react-hook-form can focus the field that failed. */
  inputRef?: (instance: { focus: () => void } | null) => void;
};

// StarterKit, with links kept inert while editing; the server keeps only http, https and mailto links.
const extensions = [
  StarterKit.configure({ heading: { levels: [1, 2, 3, 4] }, trailingNode: false, link: { openOnClick: false, HTMLAttributes: { rel: 'noopener noreferrer', target: null } } }),
];

/** '' for an editor holding nothing, so "required" rules see an empty value rather than "<p></p>". */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      heading: e.isActive('heading', { level: 2 }),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => command(editor.chain().focus()).run();

  const toggles = [
    { label: 'Bold', icon: <FormatBoldIcon fontSize="small" />, pressed: state.bold, onClick: () => run((c) => c.toggleBold()) },
    { label: 'Italic', icon: <FormatItalicIcon fontSize="small" />, pressed: state.italic, onClick: () => run((c) => c.toggleItalic()) },
    { label: 'Bullet list', icon: <FormatListBulletedIcon fontSize="small" />, pressed: state.bulletList, onClick: () => run((c) => c.toggleBulletList()) },
    { label: 'Numbered list', icon: <FormatListNumberedIcon fontSize="small" />, pressed: state.orderedList, onClick: () => run((c) => c.toggleOrderedList()) },
    { label: 'Heading', icon: <TitleIcon fontSize="small" />, pressed: state.heading, onClick: () => run((c) => c.toggleHeading({ level: 2 })) },
  ];
  const history = [
    { label: 'Undo', icon: <UndoIcon fontSize="small" />, disabled: !state.canUndo, onClick: () => run((c) => c.undo()) },
    { label: 'Redo', icon: <RedoIcon fontSize="small" />, disabled: !state.canRedo, onClick: () => run((c) => c.redo()) },
  ];

  return (
    <Box role="toolbar" aria-label="Formatting" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      {toggles.map((button) => (
        <Tooltip key={button.label} title={button.label}>
          <IconButton
            size="small"
            aria-label={button.label}
            aria-pressed={button.pressed}
            color={button.pressed ? 'primary' : 'default'}
            sx={button.pressed ? { bgcolor: 'action.selected' } : undefined}
            onClick={button.onClick}
          >
            {button.icon}
          </IconButton>
        </Tooltip>
      ))}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {history.map((button) => (
        <Tooltip key={button.label} title={button.label}>
          {/* The span keeps the tooltip working while the button is disabled. */}
          <span>
            <IconButton size="small" aria-label={button.label} disabled={button.disabled} onClick={button.onClick}>
              {button.icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Box>
  );
}

/** The one rich-text editor (TipTap StarterKit): FAQ content and help content. */
export function RichTextEditor({ value, onChange, onBlur, label, height = 300, error = false, helperText, inputRef }: Props) {
  const labelId = useId();
  const helperId = useId();
  // Passed on every render: TipTap applies changed editorProps, so the description and invalid state follow
  // the field's validation.
  const hasHelper = !!helperText;
  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId };
    if (hasHelper) attributes['aria-describedby'] = helperId;
    if (error) attributes['aria-invalid'] = 'true';
    return { attributes };
  }, [labelId, helperId, hasHelper, error]);
  // The last HTML this editor reported: when it comes back as the value, it is our own edit, not a reset.
  const emitted = useRef<string | null>(null);
  const editor = useEditor({
    extensions,
    content: value,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      emitted.current = html;
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a form reset) replaces the content; the editor's own changes are left alone.
  // A layout effect runs in the same task as the render, so no keystroke can land in between and be undone.
  useLayoutEffect(() => {
    if (value === emitted.current) return;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    inputRef?.({ focus: () => editor.commands.focus() });
    return () => inputRef?.(null);
  }, [editor, inputRef]);

  return (
    <Box>
      <FormLabel id={labelId} error={error} onClick={() => editor.commands.focus()} sx={{ display: 'block', mb: 0.75 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
          },
        }}
      >
        <Toolbar editor={editor} />
        <Box sx={{ '& .ProseMirror': { ...richTextStyles, height, overflowY: 'auto', px: 2, py: 1.5, outline: 'none' } }}>
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {helperText && (
        <FormHelperText id={helperId} error={error}>
          {helperText}
        </FormHelperText>
      )}
    </Box>
  );
}

type FormProps<T extends FieldValues, TOutput> = {
  // TOutput is the form's transformed (submitted) type, inferred from the control; a field only reads T.
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  label: string;
  height?: number;
};

/** RichTextEditor bound to react-hook-form; its error text comes from the shared zod schema. */
export function FormRichTextEditor<T extends FieldValues, TOutput = T>({ control, name, label, height }: FormProps<T, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextEditor
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          height={height}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

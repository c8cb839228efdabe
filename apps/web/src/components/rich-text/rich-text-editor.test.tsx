import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FaqFormSchema, type FaqWrite } from '@glassdesk/shared';
import { FormRichTextEditor, RichTextEditor } from './rich-text-editor';

function Controlled({ initial = '', onChange = () => {} }: { initial?: string; onChange?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Content"
        height={700}
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <output data-testid="html">{value}</output>
    </>
  );
}

const editable = () => screen.getByRole('textbox', { name: 'Content' });

/** Types one key at a time, letting ProseMirror read each change before the next (as a person's typing does). */
async function typeInto(user: ReturnType<typeof userEvent.setup>, text: string) {
  for (const char of text) {
    await user.keyboard(char === ' ' ? '[Space]' : char);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

describe('RichTextEditor', () => {
  it('labels the editable area and offers the toolbar as labelled icon buttons', () => {
    render(<Controlled />);
    expect(editable().getAttribute('contenteditable')).toBe('true');
    expect(editable().getAttribute('aria-multiline')).toBe('true');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Bold', 'Italic', 'Bullet list', 'Numbered list', 'Heading']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
    }
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement).disabled).toBe(true);
    expect(toolbar.querySelectorAll('button')).toHaveLength(7);
  });

  it('uses the height it is given for the editable area', () => {
    render(<Controlled />);
    const style = window.getComputedStyle(editable());
    expect(style.height).toBe('700px');
  });

  it('shows the HTML it is given, and reports edits as HTML', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="<p>Hello <strong>bold</strong></p><ul><li><p>item</p></li></ul>" onChange={onChange} />);
    expect(editable().querySelector('strong')?.textContent).toBe('bold');
    expect(editable().querySelector('li')?.textContent).toBe('item');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() => expect(screen.getByTestId('html').textContent).toMatch(/^<ol><li><p>Hello/));
    expect(onChange).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Numbered list' }).getAttribute('aria-pressed')).toBe('true');
    await typeInto(user, 'Hi ');
    await waitFor(() => expect(screen.getByTestId('html').textContent).toMatch(/^<ol><li><p>Hi Hello/));

    // Undo steps back through the typing and the list, Redo forward again.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByTestId('html').textContent).not.toContain('Hi '));
    if (screen.getByTestId('html').textContent?.startsWith('<ol>')) await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByTestId('html').textContent).toMatch(/^<p>Hello <strong>bold<\/strong><\/p>/));
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(screen.getByTestId('html').textContent).toMatch(/^<ol>/));
  });

  it('writes bold text and a bulleted list from the toolbar, with aria-pressed following the cursor', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(editable());
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await typeInto(user, 'Strong words');
    await waitFor(() => expect(screen.getByTestId('html').textContent).toBe('<p><strong>Strong words</strong></p>'));
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Bullet list' }));
    await waitFor(() => expect(screen.getByTestId('html').textContent).toBe('<ul><li><p><strong>Strong words</strong></p></li></ul>'));
    expect(screen.getByRole('button', { name: 'Bullet list' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    await waitFor(() => expect(screen.getByTestId('html').textContent).toContain('<h2>'));
    expect(screen.getByRole('button', { name: 'Heading' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('reports an emptied editor as an empty string', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="<p>ab</p>" />);
    await user.click(editable());
    // Select all (the editor's own Mod-a) rather than relying on where a click puts the cursor in jsdom.
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(screen.getByTestId('html').textContent).toBe(''));
  });
});

function FaqHarness({ onSubmit }: { onSubmit: (v: FaqWrite) => void }) {
  const { control, handleSubmit } = useForm<FaqWrite>({ resolver: zodResolver(FaqFormSchema), defaultValues: { title: 'A title', content: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <FormRichTextEditor control={control} name="content" label="Content" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormRichTextEditor', () => {
  it('shows the schema message for empty content and marks the area invalid', async () => {
    const onSubmit = vi.fn();
    render(<FaqHarness onSubmit={onSubmit} />);
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
    expect(await screen.findByText('Content is required.')).toBeTruthy();
    await waitFor(() => expect(editable().getAttribute('aria-invalid')).toBe('true'));
    expect(editable().getAttribute('aria-describedby')).toBe(screen.getByText('Content is required.').id);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

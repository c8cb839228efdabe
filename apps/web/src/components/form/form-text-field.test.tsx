import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MESSAGES, passwordField, requiredText } from '@glassdesk/shared';
import { FormTextField } from './form-text-field';

const Schema = z.object({ name: requiredText('Name', 3, 50), password: passwordField('Password') });
type Values = z.input<typeof Schema>;

function Harness({ onSubmit }: { onSubmit: (values: z.output<typeof Schema>) => void }) {
  const { control, handleSubmit } = useForm<Values, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: { name: '', password: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormTextField control={control} name="name" label="Name" required />
      <FormTextField control={control} name="password" label="Password" type="password" required />
      <button type="submit">Save</button>
    </form>
  );
}

const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

// Plain text loses its tags on save, and the user is told so while typing.
describe('FormTextField', () => {
  it('says tags are removed while the value holds one, and only then', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Name' });

    await user.type(name, '5 < 6 & "7" > 3');
    expect(screen.queryByText(MESSAGES.tagsRemoved)).toBeNull();

    await user.clear(name);
    await user.type(name, '<b>Bold</b>');
    expect(screen.getByText('Tags such as <b> are removed when saved.')).toBeTruthy();
    // Announced with the field.
    expect(description(name)).toContain(MESSAGES.tagsRemoved);

    await user.clear(name);
    await user.type(name, 'Bold');
    expect(screen.queryByText(MESSAGES.tagsRemoved)).toBeNull();
  });

  it('keeps the schema error and the notice together when the tags explain the error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '<b>a</b>');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must be at least 3 characters.')).toBeTruthy();
    expect(screen.getByText(MESSAGES.tagsRemoved)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('never shows the notice for a password, which is kept as typed', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('Password'), '<b>secret</b>');
    expect(screen.queryByText(MESSAGES.tagsRemoved)).toBeNull();
  });

  it('saves the text with its tags removed and every other character kept', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' <i>5 < 6</i> & "x" ');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: '5 < 6 & "x"', password: 'secret-1' });
  });

  it('says "<Label> is required." for an empty field', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { CityForm } from './city-form';

async function submit(mode: 'add' | 'update', name: string) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  renderAt(<CityForm mode={mode} submitting={false} onSubmit={onSubmit} />);
  const field = screen.getByRole('textbox', { name: /City Name/ });
  await user.clear(field);
  if (name) {
    await user.click(field);
    await user.paste(name);
  }
  await user.click(screen.getByRole('button', { name: mode === 'add' ? 'Add' : 'Update' }));
  return onSubmit;
}

const accepted = async (onSubmit: ReturnType<typeof vi.fn>, name: string) => waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name }, expect.anything()));

describe('CityForm "City Name" bounds (spec §5)', () => {
  it('add: empty is refused', async () => {
    const onSubmit = await submit('add', '');
    expect(await screen.findByText('City Name is required.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('add: 1 character is accepted', async () => accepted(await submit('add', 'a'), 'a'));
  it('add: 50 characters are accepted', async () => accepted(await submit('add', 'x'.repeat(50)), 'x'.repeat(50)));

  it('add: 51 characters are refused', async () => {
    const onSubmit = await submit('add', 'x'.repeat(51));
    expect(await screen.findByText('City Name must be at most 50 characters.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('update: 1 character is refused', async () => {
    const onSubmit = await submit('update', 'a');
    expect(await screen.findByText('City Name must be at least 2 characters.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('update: 2 characters are accepted', async () => accepted(await submit('update', 'ab'), 'ab'));
  it('update: 150 characters are accepted', async () => accepted(await submit('update', 'y'.repeat(150)), 'y'.repeat(150)));

  it('update: 151 characters are refused', async () => {
    const onSubmit = await submit('update', 'y'.repeat(151));
    expect(await screen.findByText('City Name must be at most 150 characters.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has Back to the list and disables the submit button while saving', () => {
    renderAt(<CityForm mode="add" submitting onSubmit={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard/cities');
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

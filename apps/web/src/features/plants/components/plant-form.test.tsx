import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { PlantForm } from './plant-form';

const CITIES = [
  { id: 4, name: 'Berlin' },
  { id: 9, name: 'Bergen' },
];

afterEach(() => vi.unstubAllGlobals());

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'North Plant');
  await user.type(screen.getByRole('textbox', { name: /^Contact/ }), '0123456789');
}

describe('PlantForm (spec §5 plants)', () => {
  it('sends city_id and address as null when left empty', async () => {
    mockFetch(() => ({ body: { list: CITIES, count: 2 } }));
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderAt(<PlantForm mode="add" submitting={false} onSubmit={onSubmit} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'North Plant', address: null, contact: '0123456789', city_id: null }, expect.anything()));
  });

  it('searches cities as the user types and sends the chosen id', async () => {
    const { calls } = mockFetch(({ url }) => ({
      body: { list: CITIES.filter((c) => url.searchParams.get('search') === 'all' || c.name.toLowerCase().includes(url.searchParams.get('search')!)), count: 2 },
    }));
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderAt(<PlantForm mode="add" submitting={false} onSubmit={onSubmit} />);
    await fillRequired(user);
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'berl');
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('search') === 'berl')).toBe(true));
    expect(calls.at(-1)?.url.searchParams.get('limit')).toBe('20');
    await user.click(await screen.findByRole('option', { name: 'Berlin' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ city_id: 4 }));
  });

  it('refuses a contact shorter than 10 characters', async () => {
    mockFetch(() => ({ body: { list: [], count: 0 } }));
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderAt(<PlantForm mode="add" submitting={false} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'North Plant');
    await user.type(screen.getByRole('textbox', { name: /^Contact/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Contact must be at least 10 characters.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

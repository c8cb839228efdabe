import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../../app/routes';
import { mockFetch, type MockAnswer } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;

async function fillAndSubmit(values: { name: string; email: string; description: string }, answer: MockAnswer) {
  const user = userEvent.setup();
  const mock = mockFetch(() => answer);
  renderRoutes(appRoutes, '/support');
  await screen.findByRole('heading', { name: 'Support' });
  if (values.name) await user.type(field('Name'), values.name);
  if (values.email) await user.type(field('Email Address'), values.email);
  if (values.description) await user.type(field('Support Description'), values.description);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return mock;
}

const valid = { name: 'Ann Lee', email: 'ann@example.com', description: 'The trolley list is empty.' };

describe('Public support form (spec §2 /support)', () => {
  it('has Name, Email Address, a five-row Support Description and Submit, and links to the privacy policy and sign-in', async () => {
    renderRoutes(appRoutes, '/support');
    expect(await screen.findByRole('heading', { name: 'Support' })).toBeTruthy();
    expect(field('Name')).toBeTruthy();
    expect(field('Email Address').getAttribute('type')).toBe('email');
    const description = field('Support Description');
    expect(description.tagName).toBe('TEXTAREA');
    expect(description.getAttribute('rows')).toBe('5');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('checks the spec §5 rules before calling', async () => {
    const { calls } = await fillAndSubmit({ name: 'An', email: 'not-an-email', description: 'ab' }, { status: 201, body: { message: 'Success' } });
    expect(await screen.findByText('Name must be at least 3 characters.')).toBeTruthy();
    expect(screen.getByText('Invalid email.')).toBeTruthy();
    expect(screen.getByText('Support Description must be at least 3 characters.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('refuses a description of 251 characters', async () => {
    const { calls } = await fillAndSubmit({ ...valid, description: 'd'.repeat(251) }, { status: 201, body: { message: 'Success' } });
    expect(await screen.findByText('Support Description must be at most 250 characters.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("sends without a token, says 'Success' and clears the form", async () => {
    window.localStorage.setItem('token', 'someone-else');
    const { calls } = await fillAndSubmit(valid, { status: 201, body: { message: 'Success' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Success');
    expect(calls[0].url.pathname).toBe('/api/admin/v1.0/support');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(calls[0].body).toEqual(valid);
    await waitFor(() => expect(field('Name').value).toBe(''));
    expect(field('Email Address').value).toBe('');
    expect(field('Support Description').value).toBe('');
  });

  it("shows a 422 as 'field: message' (spec §8, 'loc' style) and keeps what was typed", async () => {
    await fillAndSubmit(valid, { status: 422, body: { detail: [{ loc: ['body', 'email'], msg: 'Invalid email.', type: 'value_error' }] } });
    expect((await screen.findByRole('alert')).textContent).toBe('email: Invalid email.');
    expect(field('Name').value).toBe('Ann Lee');
  });

  it.each([
    [429, 'Too many support requests. Try again later.'],
    [401, 'Not authenticated.'],
  ])('shows the detail of a %i', async (status, detail) => {
    await fillAndSubmit(valid, { status, body: { detail } });
    expect((await screen.findByRole('alert')).textContent).toBe(detail);
  });

  it("a network failure says 'Try after some time.'", async () => {
    await fillAndSubmit(valid, 'network-error');
    expect((await screen.findByRole('alert')).textContent).toBe('Try after some time.');
  });
});

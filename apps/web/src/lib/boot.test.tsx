import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { appRoutes } from '../app/routes';
import { renderRoutes } from '../test/render';

const bootBrand = () => {
  const p = document.createElement('p');
  p.id = 'boot-brand';
  p.textContent = 'GlassDesk';
  document.body.prepend(p);
};

describe("index.html's product name gives way to the app (boot.ts)", () => {
  it('stays until the first screen is on, then goes', async () => {
    bootBrand();
    renderRoutes(appRoutes, '/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5000 })).toBeTruthy();
    expect(document.getElementById('boot-brand')).toBeNull();
  });

  it('goes when the first screen is an error too', async () => {
    bootBrand();
    renderRoutes([{ path: '/', element: <p>unused</p> }, ...appRoutes.map((route) => ({ ...route, path: '/x', loader: () => Promise.reject(new Error('boom')) }))], '/x');
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(document.getElementById('boot-brand')).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderRoutes } from '../../test/render';
import { PageHeader } from '../page-header';
import { FormActions } from './form-actions';
import { FormPaper } from './form-paper';
import { FormTextField } from './form-text-field';
import { useSaveHandler } from './use-save-handler';
import { UNSAVED_TEXT, UNSAVED_TITLE } from './use-unsaved-changes';

type Values = { name: string };

/** A form as the feature screens write it: useForm, FormPaper, useSaveHandler, FormActions. */
function CityLikeForm({ save, passDirty = true }: { save: (values: Values) => Promise<unknown>; passDirty?: boolean }) {
  const { control, handleSubmit, formState } = useForm<Values>({ defaultValues: { name: 'Oslo' } });
  const onSubmit = useSaveHandler({ save, successMessage: 'Added successfully', backTo: '/list', errorStyle: 'message' });
  return (
    <FormPaper onSubmit={handleSubmit(onSubmit)}>
      <FormTextField control={control} name="name" label="City Name" />
      <FormActions backTo="/list" submitLabel="Add" dirty={passDirty ? formState.isDirty : undefined} />
    </FormPaper>
  );
}

function renderForm(save: (values: Values) => Promise<unknown>, passDirty = true) {
  return renderRoutes(
    [
      { path: '/list', element: <h1>The list</h1> },
      { path: '/form', element: <CityLikeForm save={save} passDirty={passDirty} /> },
    ],
    '/form',
  );
}

/** A save the test finishes when it wants (a slow API). */
function slowSave() {
  let finish = () => {};
  const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { save, finish: () => finish() };
}

describe('a form built from the shared pieces: one submit is one save', () => {
  it('a double click on Add saves once; Add shows a spinner and is disabled while saving', async () => {
    const user = userEvent.setup();
    const { save, finish } = slowSave();
    const { router } = renderForm(save);
    const add = screen.getByRole('button', { name: 'Add' });
    await user.dblClick(add);
    fireEvent.click(add); // a click that gets past the disabled look
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(true));
    expect(add.querySelector('[role="progressbar"]')).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('two clicks on Add landing before React re-renders save once (the guard is a ref, not state)', async () => {
    const { save, finish } = slowSave();
    renderForm(save);
    const add = screen.getByRole('button', { name: 'Add' });
    act(() => {
      add.click();
      add.click();
    });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await act(async () => finish());
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('Enter pressed three times in a field saves once', async () => {
    const user = userEvent.setup();
    const { save, finish } = slowSave();
    renderForm(save);
    const field = screen.getByRole('textbox', { name: 'City Name' });
    // fireEvent.submit bypasses the disabled button, as fast keys do before React re-renders.
    const form = field.closest('form')!;
    await user.type(field, '{Enter}');
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await act(async () => finish());
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('after a refused save the form can be sent again', async () => {
    const user = userEvent.setup();
    const save = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce({});
    const { router } = renderForm(save);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(save).toHaveBeenCalledTimes(2);
  });
});

/** A screen that skips FormPaper (a plain <form>): useSaveHandler still saves once. */
function PlainForm({ save }: { save: (values: Values) => Promise<unknown> }) {
  const { handleSubmit } = useForm<Values>({ defaultValues: { name: 'Oslo' } });
  const onSubmit = useSaveHandler({ save, successMessage: 'Added successfully', backTo: '/list', errorStyle: 'message' });
  return (
    <form aria-label="Plain" onSubmit={handleSubmit(onSubmit)}>
      <button type="submit">Add</button>
    </form>
  );
}

describe('useSaveHandler on its own', () => {
  it('drops submits while a save runs, even in a form without FormPaper', async () => {
    const { save, finish } = slowSave();
    renderRoutes(
      [
        { path: '/', element: <PlainForm save={save} /> },
        { path: '/list', element: <p>list</p> },
      ],
      '/',
    );
    const form = screen.getByRole('form', { name: 'Plain' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await act(async () => finish());
    await screen.findByText('list');
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('a form with unsaved changes asks before leaving', () => {
  it('Back after typing asks; Stay keeps the text, Leave goes', async () => {
    const user = userEvent.setup();
    const { router } = renderForm(vi.fn(async () => ({})));
    const field = screen.getByRole('textbox', { name: 'City Name' });
    await user.type(field, ' North');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_TITLE });
    expect(dialog.textContent).toContain(UNSAVED_TEXT);
    // The safe choice has the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay' }));

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect((screen.getByRole('textbox', { name: 'City Name' }) as HTMLInputElement).value).toBe('Oslo North');

    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });

  it('browser back (a POP navigation) asks too, and closing the tab is warned of', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/list', element: <h1>The list</h1> },
        { path: '/form', element: <CityLikeForm save={vi.fn(async () => ({}))} /> },
      ],
      '/list',
    );
    await act(async () => router.navigate('/form'));
    await user.type(screen.getByRole('textbox', { name: 'City Name' }), 'x');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    await act(async () => router.navigate(-1));
    expect(await screen.findByRole('dialog', { name: UNSAVED_TITLE })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/form');
  });

  it('does not ask when nothing changed', async () => {
    const user = userEvent.setup();
    const { router } = renderForm(vi.fn(async () => ({})));
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });

  it('does not ask after a successful save, and the list heading gets the focus', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/list', element: <PageWithHeader /> },
        { path: '/form', element: <CityLikeForm save={vi.fn(async () => ({}))} /> },
      ],
      '/form',
    );
    await user.type(screen.getByRole('textbox', { name: 'City Name' }), ' North');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Cities' })));
  });

  it('without a dirty flag from the form, any typing inside it counts', async () => {
    const user = userEvent.setup();
    const { router } = renderForm(
      vi.fn(async () => ({})),
      false,
    );
    await user.type(screen.getByRole('textbox', { name: 'City Name' }), 'x');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: UNSAVED_TITLE })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/form');
  });
});

function PageWithHeader() {
  return <PageHeader title="Cities" />;
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { mockFetch } from '../../test/fetch-mock';
import * as draftsModule from '../lib/drafts';
import { NetworkError, type UploadAnswer, type UploadOptions } from '../lib/upload';
import { CUSTOMER, customerPath, renderPortal, signInAs } from '../test/render-portal';
import type { memoryStorage } from './test-storage';

// happy-dom has no IndexedDB: the portal's drafts run over the in-memory storage (same semantics, one Map).
vi.mock('../lib/drafts', async (original) => {
  const actual = await original<typeof import('../lib/drafts')>();
  const { memoryStorage: make } = await import('./test-storage');
  const storage = make();
  const drafts = actual.createDrafts(storage, () => undefined);
  return { ...actual, ...drafts, drafts, testStorage: storage };
});
const storage = (draftsModule as unknown as { testStorage: ReturnType<typeof memoryStorage> }).testStorage;

// The XHR upload is replaced: each test answers it as the server would.
const upload = vi.fn<(url: string, body: FormData, options: UploadOptions) => Promise<UploadAnswer>>();
vi.mock('../lib/upload', async (original) => ({
  ...(await original<typeof import('../lib/upload')>()),
  uploadTicket: (url: string, body: FormData, options: UploadOptions) => upload(url, body, options),
}));
// Canvas work does not run in happy-dom: a photo is "downscaled" to a marked copy.
const downscale = vi.fn(async (file: Blob) => new Blob([file], { type: 'image/jpeg' }));
vi.mock('../lib/downscale', async (original) => ({ ...(await original<typeof import('../lib/downscale')>()), downscalePhoto: (file: Blob) => downscale(file) }));

const GLASS_TYPES = [
  { id: 3, name: 'Float' },
  { id: 4, name: 'Toughened' },
];
const REASONS = [{ id: 9, name: 'Scratched' }];

function server({ business = { id: 7, name: 'Clear View' } as { id: number; name: string } | null } = {}) {
  return mockFetch(({ url }) => {
    const path = customerPath(url);
    if (path === '/glass-types') return { body: GLASS_TYPES };
    if (path === '/warranty-reasons') return { body: REASONS };
    if (path === '/me') return { body: { ...CUSTOMER, number: '0400000000', business } };
    if (path === '/tickets') return { body: { list: [], count: 0 } };
    return { status: 404, body: { detail: 'Not Found' } };
  });
}

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
  upload.mockReset();
  downscale.mockClear();
  storage.reset();
  signInAs();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], name, { type: 'image/jpeg' });
const photos = (kind: 'Defect' | 'Label') => screen.queryAllByRole('img', { name: new RegExp(`^${kind} photo \\d$`) });
const gallery = (kind: 'Defect' | 'Label') => screen.getByLabelText(`${kind} photos gallery`) as HTMLInputElement;
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function open() {
  server();
  const view = renderPortal('/portal/tickets/new');
  await screen.findByRole('heading', { name: 'New Ticket', level: 1 });
  await screen.findByRole('option', { name: 'Float' });
  // The form shows in parts (photos, details, buttons); the buttons come last.
  await screen.findByRole('button', { name: 'Submit ticket' });
  return view;
}

async function fill(user: UserEvent) {
  await user.upload(gallery('Defect'), jpeg('crack.jpg'));
  await waitFor(() => expect(photos('Defect')).toHaveLength(1));
  await user.type(field('Glass Order No'), 'GO-77');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Glass Type' }), 'Float');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Warranty Reason' }), 'Scratched');
  await user.type(field('Glass Size'), '1200 x 800');
  fireEvent.change(screen.getByLabelText(/^Glass Received Date/), { target: { value: '2026-01-02' } });
}

const submit = () => screen.getByRole('button', { name: 'Submit ticket' });
const storedDraft = () => draftsModule.loadDraft(CUSTOMER.id);

describe('New ticket (/portal/tickets/new)', () => {
  it('shows the photo sections first, with camera and gallery buttons, then every field of POST /tickets', async () => {
    await open();
    for (const kind of ['Defect', 'Label'] as const) {
      const section = screen.getByRole('region', { name: `${kind} photos` });
      expect(within(section).getByRole('button', { name: `Take photo (${kind})` })).toBeTruthy();
      expect(within(section).getByRole('button', { name: `Choose from gallery (${kind})` })).toBeTruthy();
      expect(within(section).getByText('0 of 5')).toBeTruthy();
      const camera = screen.getByLabelText(`${kind} photo camera`);
      expect([camera.getAttribute('accept'), camera.getAttribute('capture')]).toEqual(['image/*', 'environment']);
      expect(gallery(kind).multiple).toBe(true);
    }
    for (const name of ['Glass Order No', 'Customer PO No', 'Glass Size', 'Panel Status', 'Marks', 'Note']) expect(field(name)).toBeTruthy();
    expect(
      within(screen.getByRole('combobox', { name: 'Glass Type' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a glass type', 'Float', 'Toughened']);
    expect(screen.getByRole('combobox', { name: 'Warranty Reason' })).toBeTruthy();
    // Dates typed in the app's format (APP_LOCALE en-AU), whatever the phone's language, or chosen from its calendar.
    for (const name of ['Glass Received Date', 'Expected Replacement Date']) {
      expect((screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement).placeholder).toBe('dd/mm/yyyy');
      expect(screen.getByRole('button', { name: `Choose ${name} from a calendar` })).toBeTruthy();
    }
    // An empty form is no draft: nothing to discard.
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();
  });

  it('refuses to send without a Defect photo or the required fields, with the server’s messages', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(submit());
    expect(await screen.findByText('At least one Defect photo is required.')).toBeTruthy();
    expect(screen.getByText('Glass Order No is required.')).toBeTruthy();
    expect(screen.getByText('Glass Type is required.')).toBeTruthy();
    expect(screen.getByText('Glass Received Date is required.')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    // An expected date before the received date is refused as the server does.
    fireEvent.change(screen.getByLabelText(/^Glass Received Date/), { target: { value: '2026-01-05' } });
    fireEvent.change(screen.getByLabelText(/^Expected Replacement Date/), { target: { value: '2026-01-04' } });
    await user.click(submit());
    expect(await screen.findByText('Expected Replacement Date cannot be before Glass Received Date.')).toBeTruthy();
  });

  it('takes 5 Defect photos at most (a 6th is refused, with a message), downscaled, each removable', async () => {
    const user = userEvent.setup();
    await open();
    await user.upload(
      gallery('Defect'),
      [1, 2, 3, 4, 5, 6].map((n) => jpeg(`p${n}.jpg`)),
    );
    await waitFor(() => expect(photos('Defect')).toHaveLength(5));
    expect(downscale).toHaveBeenCalledTimes(5);
    const section = screen.getByRole('region', { name: 'Defect photos' });
    expect(within(section).getByText('5 of 5')).toBeTruthy();
    expect(within(section).getByText('At most 5 Defect photos can be added. 1 photo was not added.')).toBeTruthy();
    expect((within(section).getByRole('button', { name: 'Take photo (Defect)' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove Defect photo 5' }));
    await waitFor(() => expect(photos('Defect')).toHaveLength(4));
    expect(within(section).getByText('4 of 5')).toBeTruthy();
    // Photo changes are saved at once, blobs and all.
    await waitFor(async () => expect((await storedDraft())?.photos).toHaveLength(4));
  });

  it('keeps the form as a draft: typing and photos are back after the page is opened again', async () => {
    const user = userEvent.setup();
    const view = await open();
    await user.upload(gallery('Label'), jpeg('label.jpg'));
    await user.type(field('Glass Order No'), 'GO-1');
    await user.type(field('Note'), 'Left pane');
    await waitFor(async () => expect((await storedDraft())?.fields).toMatchObject({ glass_order_no: 'GO-1', note: 'Left pane' }));
    view.unmount();
    await open();
    await waitFor(() => expect(field('Glass Order No').value).toBe('GO-1'));
    expect(field('Note').value).toBe('Left pane');
    expect(photos('Label')).toHaveLength(1);
    // Discard asks first, then empties the form and the stored draft.
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard Draft' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(field('Glass Order No').value).toBe(''));
    expect(photos('Label')).toHaveLength(0);
    expect(await storedDraft()).toBeUndefined();
  });

  it('sends once however often Submit is tapped, with the draft’s Idempotency-Key, then opens the new ticket', async () => {
    const user = userEvent.setup();
    const view = await open();
    await fill(user);
    let answer: (value: UploadAnswer) => void = () => undefined;
    upload.mockImplementation((_url, _body, options) => {
      options.onProgress?.(50, 100);
      return new Promise((resolve) => (answer = resolve));
    });
    await user.dblClick(submit());
    fireEvent.submit(screen.getByRole('form', { name: 'New ticket' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading the ticket' })).toBeTruthy();
    expect(screen.getByText('Sending… 50%')).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(1);
    const [url, body, options] = upload.mock.calls[0];
    expect(url).toBe('/api/customer/v1.0/tickets');
    expect(options.idempotencyKey).toBe((await storedDraft())?.idempotency_key);
    expect(options.token).toBe(CUSTOMER.token);
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      glass_order_no: 'GO-77',
      glass_type_id: '3',
      warranty_reason_id: '9',
      glass_size: '1200 x 800',
      received_date: '2026-01-02',
    });
    expect(body.getAll('defect_images')).toHaveLength(1);
    answer({ status: 201, body: { id: 12, ticket_id: 'GD-0012', status: 'Created' } });
    await waitFor(() => expect(view.where()).toBe('/portal/tickets/12'));
    expect(await storedDraft()).toBeUndefined();
  });

  it('keeps a file that is no photo out of the draft as it is chosen, naming it; the photos beside it are added', async () => {
    // A file picker that lets anything through (accept is only a hint to it).
    const user = userEvent.setup({ applyAccept: false });
    await open();
    const pdf = new File(['%PDF-1.4 the invoice'], 'invoice.pdf', { type: 'application/pdf' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'label.png', { type: 'image/png' });
    await user.upload(gallery('Defect'), [jpeg('crack.jpg'), pdf, png]);
    await waitFor(() => expect(photos('Defect')).toHaveLength(2));
    const section = screen.getByRole('region', { name: 'Defect photos' });
    expect(within(section).getByText('"invoice.pdf" was not added: The file must be a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(within(section).getByText('2 of 5')).toBeTruthy();
    await waitFor(async () => expect((await storedDraft())?.photos.map((p) => p.name)).toEqual(['crack.jpg', 'label.png']));
    // Two at once are named together.
    await user.upload(gallery('Label'), [new File(['<html>'], 'a.html', { type: 'text/html' }), new File(['GIF89a'], 'b.gif', { type: 'image/gif' })]);
    const labels = screen.getByRole('region', { name: 'Label photos' });
    expect(await within(labels).findByText('"a.html", "b.gif" were not added: The file must be a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(photos('Label')).toHaveLength(0);
  });

  it('puts a 422 next to its field and next to the refused photo, keeping the form', async () => {
    const user = userEvent.setup();
    await open();
    await fill(user);
    upload.mockResolvedValue({
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'glass_size'], msg: 'Glass Size must be at most 50 characters.', type: 'too_big' },
          { loc: ['body', 'defect_images', 0], msg: 'The file is not a JPEG, PNG or WebP image.', type: 'image' },
        ],
      },
    });
    await user.click(submit());
    expect(await screen.findByText('Glass Size must be at most 50 characters.')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Defect photos' });
    expect(within(section).getByText('The file is not a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(field('Glass Order No').value).toBe('GO-77');
    expect(photos('Defect')).toHaveLength(1);
  });

  it('shows a 409 detail in an alert and keeps the form', async () => {
    const user = userEvent.setup();
    await open();
    await fill(user);
    upload.mockResolvedValue({ status: 409, body: { detail: 'Your account does not belong to a business yet.' } });
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain('Your account does not belong to a business yet.');
    expect(field('Glass Size').value).toBe('1200 x 800');
  });

  it('offers Retry when the upload fails while online, keeping every value, and sends the same key again', async () => {
    const user = userEvent.setup();
    await open();
    await fill(user);
    upload.mockRejectedValueOnce(new NetworkError('error'));
    await user.click(submit());
    const alert = await screen.findByText(/did not reach GlassDesk/);
    expect(field('Glass Order No').value).toBe('GO-77');
    expect(photos('Defect')).toHaveLength(1);
    upload.mockResolvedValueOnce({ status: 201, body: { id: 5, ticket_id: 'GD-0005', status: 'Created' } });
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload.mock.calls[1][2].idempotencyKey).toBe(upload.mock.calls[0][2].idempotencyKey);
  });

  it('offline, keeps the ticket on the phone and sends it when the phone is back online', async () => {
    const user = userEvent.setup();
    await open();
    await fill(user);
    const key = (await storedDraft())?.idempotency_key;
    online = false;
    fireEvent(window, new Event('offline'));
    await user.click(submit());
    expect(await screen.findByText('Saved on this phone: it will be sent when you are back online.')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    const queued = await screen.findByRole('list', { name: 'Tickets saved on this phone' });
    expect(within(queued).getByText('GO-77')).toBeTruthy();
    // The form starts again; the queued ticket keeps the draft's key.
    expect(field('Glass Order No').value).toBe('');
    expect((await draftsModule.listQueued(CUSTOMER.id)).map((item) => item.idempotency_key)).toEqual([key]);

    upload.mockResolvedValue({ status: 201, body: { id: 8, ticket_id: 'GD-0008', status: 'Created' } });
    online = true;
    fireEvent(window, new Event('online'));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0][2].idempotencyKey).toBe(key);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Tickets saved on this phone' })).toBeNull());
  });

  it('says before the form that tickets open once the account is linked to a business, and shows no form', async () => {
    server({ business: null });
    renderPortal('/portal/tickets/new');
    await screen.findByRole('heading', { name: 'New Ticket', level: 1 });
    expect((await screen.findByText('Tickets open once your account is linked to your business')).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New ticket' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit ticket' })).toBeNull();
  });

  it('drops "it will be sent" once the server refuses the ticket kept on the phone, whose reason shows instead', async () => {
    const user = userEvent.setup();
    await open();
    await fill(user);
    online = false;
    fireEvent(window, new Event('offline'));
    await user.click(submit());
    expect(await screen.findByText('Saved on this phone: it will be sent when you are back online.')).toBeTruthy();
    upload.mockResolvedValue({ status: 409, body: { detail: 'Your account must belong to a Business before you can raise a ticket.' } });
    online = true;
    fireEvent(window, new Event('online'));
    expect(await screen.findByText('Your account must belong to a Business before you can raise a ticket.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Saved on this phone: it will be sent when you are back online.')).toBeNull());
  });

  it('on a 401 keeps the draft and opens the sign-in page, which leads back here', async () => {
    const user = userEvent.setup();
    const view = await open();
    await fill(user);
    upload.mockResolvedValue({ status: 401, body: { detail: 'Your session has ended.' } });
    await user.click(submit());
    await waitFor(() => expect(view.where()).toBe(`/portal/login?next=${encodeURIComponent('/portal/tickets/new')}`));
    const kept = await storedDraft();
    expect(kept?.fields).toMatchObject({ glass_order_no: 'GO-77', glass_size: '1200 x 800' });
    expect(kept?.photos).toHaveLength(1);
  });
});

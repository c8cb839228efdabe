import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { PhotoPicker } from './photo-picker';
import { PhotosField } from './photos-field';

// Canvas work does not run in happy-dom: the pixel steps are replaced, the picker's flow and its calls are tested.
const cropSquare = vi.fn(async (_bitmap: unknown, _area: unknown) => new Blob(['cropped'], { type: 'image/jpeg' }));
const loadOriented = vi.fn(async (_file: Blob) => ({ width: 400, height: 300 }) as unknown as ImageBitmap);
vi.mock('./image-processing', async (original) => ({
  ...(await original<typeof import('./image-processing')>()),
  loadOriented: (file: Blob) => loadOriented(file),
  uprightBlob: async () => new Blob(['upright'], { type: 'image/jpeg' }),
  cropSquare: (bitmap: unknown, area: unknown) => cropSquare(bitmap, area),
}));

beforeEach(() => {
  cropSquare.mockClear();
  loadOriented.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

function Picker({ onChange }: { onChange: (url: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <PhotoPicker
      label="Trolley Photo"
      value={value}
      onChange={(url) => {
        setValue(url);
        onChange(url);
      }}
    />
  );
}

describe('PhotoPicker (spec §5 trolley image)', () => {
  it('offers a file and the back camera, crops square with zoom 1-3 in steps of 0.1, uploads through POST /files', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => ({ status: 201, body: { name: 'abc', url: '/files/abc', thumbnail_url: '/files/abc/thumbnail' } }));
    const onChange = vi.fn();
    renderAt(<Picker onChange={onChange} />);
    const file = screen.getByLabelText('Trolley Photo file');
    const camera = screen.getByLabelText('Trolley Photo camera');
    expect(file.getAttribute('accept')).toBe('image/*');
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.getAttribute('capture')).toBe('environment');
    await user.upload(file as HTMLInputElement, new File(['raw'], 'phone.jpg', { type: 'image/jpeg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crop Photo' });
    // Orientation: the file is read with its EXIF orientation applied before it is shown or cut.
    expect(loadOriented).toHaveBeenCalledTimes(1);
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    expect([zoom.getAttribute('min'), zoom.getAttribute('max'), zoom.getAttribute('step'), zoom.getAttribute('value')]).toEqual(['1', '3', '0.1', '1']);
    await user.click(within(dialog).getByRole('button', { name: 'Use Photo' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/files/abc'));
    // Before the cropper has measured the photo (happy-dom never does) the square is the largest centred one.
    expect(cropSquare.mock.calls[0]![1]).toEqual({ x: 50, y: 0, width: 300, height: 300 });
    const upload = calls.find((c) => c.method === 'POST')!;
    expect(upload.url.pathname).toBe('/api/admin/v1.0/files');
    expect(upload.headers['Content-Type']).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('img', { name: 'Trolley Photo' }).getAttribute('src')).toBe('/files/abc');
  });

  it('shows the refusal of an upload and keeps no photo', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ status: 422, body: { detail: [{ loc: ['body', 'file'], msg: 'The file must be a JPEG, PNG or WebP image.', type: 'value_error' }] } }));
    const onChange = vi.fn();
    renderAt(<Picker onChange={onChange} />);
    await user.upload(screen.getByLabelText('Trolley Photo file') as HTMLInputElement, new File(['raw'], 'x.jpg', { type: 'image/jpeg' }));
    await user.click(await screen.findByRole('button', { name: 'Use Photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Crop Photo' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('file: The file must be a JPEG, PNG or WebP image.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Cancel leaves the photo as it was', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() => ({ status: 201, body: {} }));
    renderAt(<Picker onChange={vi.fn()} />);
    await user.upload(screen.getByLabelText('Trolley Photo file') as HTMLInputElement, new File(['raw'], 'x.jpg', { type: 'image/jpeg' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);
    expect(screen.getByText('No photo')).toBeTruthy();
  });
});

describe('PhotosField (transfer and hand-over photos)', () => {
  it('uploads each picked photo, shows it, removes it, and stops at 5', async () => {
    const user = userEvent.setup();
    let n = 0;
    mockFetch(() => ({ status: 201, body: { name: `p${++n}`, url: `/files/p${n}`, thumbnail_url: '' } }));
    function Field() {
      const [urls, setUrls] = useState<string[]>([]);
      return <PhotosField label="Photos" value={urls} onChange={setUrls} />;
    }
    renderAt(<Field />);
    const files = Array.from({ length: 6 }, (_, i) => new File([`${i}`], `p${i}.jpg`, { type: 'image/jpeg' }));
    await user.upload(screen.getByLabelText('Photos files') as HTMLInputElement, files);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(5));
    expect((screen.getByRole('button', { name: 'Add Photos' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('src'))).toEqual(['/files/p1', '/files/p3', '/files/p4', '/files/p5']);
    expect((screen.getByRole('button', { name: 'Add Photos' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { FILE_MESSAGES, IMAGE_MAX_BYTES } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { expectOperationChecks } from '../../test/access.js';
import { multipart, phoneJpeg, pngBomb, testImage } from '../../test/multipart.js';
import { fileNameFromUrl } from './files.repository.js';
import { checkFileUrls } from './files.service.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const upload = (data: Buffer, token: string | undefined = admin, field = 'file') => t.api({ method: 'POST', url: '/files', token, ...multipart({}, [{ field, data }]) });
const serve = (url: string) => t.app.inject({ method: 'GET', url });

describe('POST /files and GET /files/<name>', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('stores a %s and serves it with its type, a year-long immutable cache and nosniff', async (kind) => {
    const res = await upload(await testImage(kind));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ name: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/), url: `/files/${body.name}`, thumbnail_url: `/files/${body.name}/thumbnail` });
    // 144 random bits: no two alike.
    const served = await serve(body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(`image/${kind}`);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe(kind);
    const thumb = await serve(body.thumbnail_url);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('applies the orientation and drops EXIF and GPS', async () => {
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();
    expect(original.includes('owner-secret')).toBe(true);

    const res = await upload(original);
    expect(res.statusCode).toBe(201);
    const stored = (await serve(res.json().url)).rawPayload;
    const after = await sharp(stored).metadata();
    expect({ width: after.width, height: after.height }).toEqual({ width: 30, height: 60 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes('owner-secret')).toBe(false);
    expect(stored.includes('SecretCam')).toBe(false);
  });

  it('caps the longest side at 2000 px and the thumbnail at 320 px', async () => {
    const res = await upload(await testImage('jpeg', '#00aa00', 3000, 1500));
    const main = await sharp((await serve(res.json().url)).rawPayload).metadata();
    expect([main.width, main.height]).toEqual([2000, 1000]);
    const thumb = await sharp((await serve(res.json().thumbnail_url)).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([320, 160]);
  });

  it('judges by content: a text file named .jpg is a 422, a PNG sent as image/jpeg is a PNG', async () => {
    const text = await t.api({ method: 'POST', url: '/files', token: admin, ...multipart({}, [{ field: 'file', data: Buffer.from('hello, not an image'), filename: 'x.jpg' }]) });
    expect(text.statusCode).toBe(422);
    expect(text.json().detail).toEqual([{ loc: ['body', 'file'], msg: FILE_MESSAGES.notImage, type: 'value_error' }]);
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
    expect(gif.json().detail[0].msg).toBe(FILE_MESSAGES.notImage);
    const png = await upload(await testImage('png'));
    expect((await serve(png.json().url)).headers['content-type']).toBe('image/png');
  });

  it('refuses a damaged image and a decompression bomb with 422', async () => {
    const jpeg = await testImage('jpeg');
    const damaged = await upload(Buffer.concat([jpeg.subarray(0, 200)]));
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().detail[0].msg).toBe(FILE_MESSAGES.unreadable);
    const bomb = await upload(pngBomb());
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().detail[0]).toMatchObject({ loc: ['body', 'file'], msg: FILE_MESSAGES.tooManyPixels });
  });

  it('answers 413 with a detail for a file over 10 MB; exactly 10 MB is read (then judged)', async () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff]);
    const over = await upload(Buffer.concat([jpegStart, Buffer.alloc(IMAGE_MAX_BYTES + 1 - 3)]));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ detail: FILE_MESSAGES.tooLarge });
    const exact = await upload(Buffer.concat([jpegStart, Buffer.alloc(IMAGE_MAX_BYTES - 3)]));
    expect(exact.statusCode).toBe(422);
    expect(exact.json().detail[0].msg).toBe(FILE_MESSAGES.unreadable);
  });

  it('needs exactly one image in `file`', async () => {
    const none = await t.api({ method: 'POST', url: '/files', token: admin, ...multipart({ note: 'x' }) });
    expect(none.statusCode).toBe(422);
    expect(none.json().detail[0]).toMatchObject({ loc: ['body', 'file'], msg: 'At least one image is required.' });
    const img = await testImage();
    const two = await t.api({
      method: 'POST',
      url: '/files',
      token: admin,
      ...multipart({}, [
        { field: 'file', data: img },
        { field: 'file', data: img },
      ]),
    });
    expect(two.statusCode).toBe(422);
    expect(two.json().detail[0].loc).toEqual(['body', 'file']);
    const wrong = await upload(img, admin, 'photo');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail[0].loc).toEqual(['body', 'photo']);
    const json = await t.api({ method: 'POST', url: '/files', token: admin, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(typeof json.json().detail).toBe('string');
  });

  it('answers 404 for an unknown or malformed name, without a token', async () => {
    expect((await serve('/files/AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await serve('/files/AAAAAAAAAAAAAAAAAAAAAAAA/thumbnail')).statusCode).toBe(404);
    expect((await serve('/files/..%2Fetc')).statusCode).toBe(404);
    expect((await serve('/files/short')).json()).toEqual({ detail: 'File not found.' });
  });

  it('keeps the bytes in the database (no file on disk)', async () => {
    const res = await upload(await testImage('jpeg', '#123456'));
    const row = await t.ctx.db.selectFrom('files').select(['content_type', 'data', 'byte_size']).where('name', '=', res.json().name).executeTakeFirstOrThrow();
    expect(row.content_type).toBe('image/jpeg');
    expect(Buffer.from(row.data).length).toBe(Number(row.byte_size));
  });

  it('tells whether a url came from /files', async () => {
    const res = await upload(await testImage());
    const { url, name } = res.json();
    expect(fileNameFromUrl(url)).toBe(name);
    expect(fileNameFromUrl(`http://127.0.0.1:3000${url}`)).toBe(name);
    expect(fileNameFromUrl('https://evil.example/x.jpg')).toBeNull();
    expect(fileNameFromUrl(`${url}/thumbnail`)).toBeNull();
    await expect(checkFileUrls(t.ctx.db, [url], 'images')).resolves.toEqual([name]);
    await expect(checkFileUrls(t.ctx.db, [url, '/files/AAAAAAAAAAAAAAAAAAAAAAAA'], 'images')).rejects.toMatchObject({ statusCode: 422 });
  });

  it('needs a token (401) and a trolley operation (403)', async () => {
    await expectOperationChecks(t, [
      {
        method: 'POST',
        url: '/files',
        ...multipart({}, [{ field: 'file', data: await testImage() }]),
        ops: ['List Trolleys', 'Add Trolley', 'View Trolley', 'Update Trolley', 'Delete Trolley', 'Restore Trolley'],
      } as never,
    ]);
  });
});

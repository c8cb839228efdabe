import { FILES_PATH } from '@glassdesk/shared';

// A stored file's addresses: /files/<name> and its thumbnail (CONTRACT "Files": unguessable, served without a token).

export const FILE_NAME_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export const fileUrl = (name: string) => `${FILES_PATH}/${name}`;
export const thumbnailUrl = (name: string) => `${FILES_PATH}/${name}/thumbnail`;

/** The file name in a url this server gave out (`/files/<name>`, with or without scheme and host), else null. */
export function fileNameFromUrl(url: string): string | null {
  let path = url.trim();
  try {
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    return null;
  }
  const m = /^\/files\/([A-Za-z0-9_-]+)$/.exec(path);
  return m && FILE_NAME_PATTERN.test(m[1]) ? m[1] : null;
}

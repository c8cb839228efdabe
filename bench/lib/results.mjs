import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a run's results as JSON, formatted as the repository's Prettier check expects, so a committed result passes
 * `npm test`. Prettier is a development dependency: without it the plain JSON is written.
 */
export async function writeResults(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let json = `${JSON.stringify(data, null, 2)}\n`;
  try {
    const prettier = await import('prettier');
    json = await prettier.format(json, { ...(await prettier.resolveConfig(file)), filepath: file });
  } catch {
    // No Prettier: the plain JSON.
  }
  fs.writeFileSync(file, json);
}

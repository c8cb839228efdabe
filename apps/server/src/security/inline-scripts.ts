import crypto from 'node:crypto';
import fs from 'node:fs';

/**
 * The CSP sources ('sha256-…') of the inline scripts of the HTML files the server sends: the back-office's
 * index.html sets the stored theme before the first paint with one (a script file there was a render-
 * blocking request, ~150 ms on a slow phone). Only those exact scripts run: script-src keeps no 'unsafe-inline'.
 * A file that is missing gives none.
 */
export function inlineScriptSources(files: string[]): string[] {
  const sources = new Set<string>();
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    // A <script> without a src attribute: its text, exactly as the browser hashes it.
    for (const match of html.matchAll(/<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
      sources.add(`'sha256-${crypto.createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
    }
  }
  return [...sources];
}

/** Hands a downloaded file to the browser under `name` (an <a download> click on an object URL). */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked a moment later: some browsers read the URL only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

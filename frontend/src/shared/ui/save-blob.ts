/** Hands a downloaded blob to the browser under the given file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Chromium reads the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

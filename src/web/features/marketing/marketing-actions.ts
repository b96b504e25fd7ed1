/** What the marketing pages' buttons do: copy text, and save a file fetched or made here. */

/** Copies text; where the Clipboard API is missing (plain http) the caller selects it instead. */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard || !window.isSecureContext) throw new Error('clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** Saves a blob under `fileName` through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a moment later: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/**
 * Fetches a file and saves it. Fetched to a blob first (not a plain link) so that a failure is
 * known and can be told, instead of a browser saving an error page under the file's name.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`download ${res.status}`);
  saveBlob(await res.blob(), fileName);
}

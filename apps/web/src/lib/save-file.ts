/** The file name in a Content-Disposition header, or `fallback` when it gives none. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition && /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1] ?? fallback;
}

/**
 * Saves a file answer (a CSV, a PDF) through a temporary link, under the name the server gives or
 * `fallback`; answers the name it was saved under.
 */
export async function saveResponse(response: Response, fallback: string): Promise<string> {
  const name = fileNameFrom(response.headers.get('Content-Disposition'), fallback);
  saveBlob(await response.blob(), name);
  return name;
}

/** Saves a file made in the browser (a download read piece by piece) under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has read the URL; let it go once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import type { ImportProgressLine } from '@store/contracts/admin';
import { fetchRaw } from '../../api/fetch-raw';

/** Splits a stream of text into whole lines, keeping a part line until its end arrives. */
export function lineSplitter(onLine: (line: string) => void) {
  let rest = '';
  return {
    push(chunk: string) {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) onLine(line);
    },
    end() {
      if (rest.trim()) onLine(rest);
      rest = '';
    },
  };
}

/**
 * POST /api/admin/import (multipart `file`): answers NDJSON, one progress line per product written,
 * read here as it arrives. A file with bad rows is refused whole with a 400 (RawApiError, data: the check).
 */
export async function runImport(
  file: File,
  onLine: (line: ImportProgressLine) => void,
  signal?: AbortSignal,
): Promise<void> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetchRaw('/admin/import', {
    method: 'POST',
    body,
    signal,
    headers: { Accept: 'application/x-ndjson' },
  });
  const splitter = lineSplitter((line) => onLine(JSON.parse(line) as ImportProgressLine));
  if (!response.body) {
    splitter.push(await response.text());
    splitter.end();
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    splitter.push(value);
  }
  splitter.end();
}

/** `[██████░░░░░░]  50%  5/10`: a progress bar one terminal line wide. */
export function progressBar(done: number, total: number, width = 30): string {
  const share = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(share * width);
  const percent = `${Math.floor(share * 100)}%`.padStart(4);
  return `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${percent}  ${done}/${total}`;
}

/**
 * Draws the bar in place on a terminal (carriage return, same line); when the output is a file or
 * a pipe, prints a line at each tenth instead, so logs stay readable.
 */
export function createProgressPrinter(stream: NodeJS.WriteStream, total: number) {
  let lastTenth = -1;
  return {
    update(done: number, label = '') {
      if (stream.isTTY) {
        const line = `${progressBar(done, total)}  ${label}`.slice(0, (stream.columns || 80) - 1);
        stream.write(`\r\x1b[2K${line}`);
        return;
      }
      const tenth = total > 0 ? Math.floor((done / total) * 10) : 10;
      if (tenth !== lastTenth || done === total) {
        lastTenth = tenth;
        stream.write(`${progressBar(done, total)}\n`);
      }
    },
    finish() {
      if (stream.isTTY) stream.write('\n');
    },
  };
}

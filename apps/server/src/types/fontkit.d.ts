// fontkit ships no types; the invoice uses its create() only, for pdfkit to embed the fonts.
declare module 'fontkit' {
  export function create(buffer: Buffer | Uint8Array, postscriptName?: string): object;
}

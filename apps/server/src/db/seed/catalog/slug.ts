/** URL slug from a display name: "K&N KT-1211 Air Filter" -> "k-and-n-kt-1211-air-filter". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The words text search knows a text by: lower case, apostrophes dropped, two letters or more. */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2);
  return [...new Set(words)];
}

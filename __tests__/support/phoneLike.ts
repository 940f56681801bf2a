/**
 * Ten digits standing alone, as a phone number is written in a text: not within a longer run of
 * letters and digits (a request id's hex), nor the fraction of a number.
 */
export const PHONE_LIKE = /(?<![0-9A-Za-z.])[0-9]{10}(?![0-9A-Za-z])/;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...strings(inner)]);
  }
  return [];
}

/**
 * The texts of a JSON log line (its keys and string values), where anything a person typed would
 * be: not its numbers, whose digits (a time, a response time such as 2.1988910000000033) can
 * hold any phone number by chance. A line that is not JSON is all text.
 */
export function logTexts(line: string): string {
  try {
    return strings(JSON.parse(line)).join('\n');
  } catch {
    return line;
  }
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Value } from '@sinclair/typebox/value';
import {
  Name,
  STORABLE,
  contractEntries,
  isStorable,
  type CallDef,
} from '../../../src/shared/contract';

const CONTRACT_DIR = join(__dirname, '../../../src/shared/contract');

/** Every string schema under `schema`, with where it sits. */
function stringSchemas(
  schema: unknown,
  at: string,
): { at: string; node: Record<string, unknown> }[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const own = node.type === 'string' ? [{ at, node }] : [];
  return own.concat(
    Object.entries(node).flatMap(([key, child]) => stringSchemas(child, `${at}.${key}`)),
  );
}

describe('every contract string is one PostgreSQL can store', () => {
  test('no contract file builds a string schema except through Str', () => {
    const offenders = readdirSync(CONTRACT_DIR)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        readFileSync(join(CONTRACT_DIR, file), 'utf8')
          .split('\n')
          .filter((line) => /Type\.(String|Unsafe|RegExp|TemplateLiteral)\(/.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(offenders).toEqual(['primitives.ts: Type.String({ ...options, format: STORABLE });']);
  });

  const parts = ['params', 'querystring', 'body', 'headers', 'response'] as const;
  test.each(contractEntries.map(({ key, def }) => [key, def] as const))(
    '%s: every string schema carries the storable format',
    (key, def: CallDef) => {
      const strings = parts.flatMap((part) => stringSchemas(def[part], `${key}.${part}`));
      const free = strings.filter(({ node }) => node.const === undefined && !node.enum);
      expect(free.filter(({ node }) => node.format !== STORABLE).map(({ at }) => at)).toEqual([]);
    },
  );

  test.each([
    ['plain text', 'Asha Rao', true],
    ['an emoji (a surrogate pair)', 'Party 🎉', true],
    ['Devanagari', 'आशा', true],
    ['a NUL byte', 'Asha\u0000', false],
    ['a lone high surrogate', 'a\ud83db', false],
    ['a lone low surrogate', '\ude00', false],
    ['a pair in the wrong order', '\ude00\ud83d', false],
  ])('%s: storable is %s', (_name, value, storable) => {
    expect(isStorable(value)).toBe(storable);
    // The client's checks of the same schemas agree with the server's.
    expect(Value.Check(Name, value)).toBe(storable);
  });
});

import path from 'node:path';
import { execFileSync } from 'node:child_process';

const root = path.resolve(__dirname, '../..');

// ESLint runs in its own process, as `npm run check` does. The snippets exist only in memory,
// so import/no-cycle, which needs files on disk, is left out.
const script = `
  import { ESLint } from 'eslint';
  const cases = JSON.parse(process.argv[1]);
  const eslint = new ESLint({
    overrideConfigFile: 'config/eslint.config.mjs',
    overrideConfig: { rules: { 'import/no-cycle': 'off' } },
  });
  const out = {};
  for (const [name, [file, code]] of Object.entries(cases)) {
    const [result] = await eslint.lintText(code, { filePath: file });
    out[name] = result.messages.map((m) => m.ruleId ?? 'parse-error');
  }
  console.log(JSON.stringify(out));
`;

/** Lints each snippet as if it were the named file; answers the rule ids it breaks, per case. */
export function lintSnippets<K extends string>(
  cases: Record<K, readonly [file: string, code: string]>,
): Record<K, string[]> {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases)],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  return JSON.parse(output) as Record<K, string[]>;
}

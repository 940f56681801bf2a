// Jest in CommonJS mode cannot require an ES module (an .mjs file, or a .js file of a package
// whose package.json says "type": "module"), and some of msw's dependencies ship nothing else.
// This resolver hands Jest a CommonJS copy of such a file, transpiled once by TypeScript into
// node_modules/.cache.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const cacheRoot = path.resolve(__dirname, '..', 'node_modules', '.cache', 'jest-mjs-as-cjs');

const moduleTypes = new Map();

/** The "type" of the package that holds a file (the nearest package.json). */
function packageType(file) {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir)) {
    if (moduleTypes.has(dir)) return moduleTypes.get(dir);
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { type } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      moduleTypes.set(dir, type);
      return type;
    }
    dir = path.dirname(dir);
  }
  return undefined;
}

const isEsm = (file) =>
  file.endsWith('.mjs') || (file.endsWith('.js') && packageType(file) === 'module');

function commonJsCopy(file) {
  const target = path.join(cacheRoot, file.replace(/\.m?js$/, '.cjs'));
  if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= fs.statSync(file).mtimeMs) {
    return target;
  }
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    fileName: file.replace(/\.mjs$/, '.js'),
  });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Workers may race for the same file: write aside, then rename (atomic on one disk).
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, outputText);
  fs.renameSync(temporary, target);
  return target;
}

module.exports = (request, options) => {
  // A copy's relative imports resolve from the original package's folder.
  const basedir = options.basedir.startsWith(cacheRoot)
    ? path.join(path.sep, path.relative(cacheRoot, options.basedir))
    : options.basedir;
  const resolved = options.defaultResolver(request, { ...options, basedir });
  return resolved.includes(`${path.sep}node_modules${path.sep}`) && isEsm(resolved)
    ? commonJsCopy(resolved)
    : resolved;
};

import path from 'node:path';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import webpack from 'webpack';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { appConfig, isApiPath } from './config/app.config';
import { bundleBudget } from './config/bundleBudget';
import {
  BUILD_INFO_DIR,
  APP_CHUNK,
  COMPILE_HINT,
  DIST_DIR,
  ROUTE_CHUNKS_FILE,
  SOURCE_MAPS_DIR,
  STATS_FILE,
} from './config/buildOutput';

const root = __dirname;
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Clears the last build's maps and stats before a build (only those: the server's bundle, built
 * beside them and maybe at the same time, stays), and writes this build's stats (chunks,
 * their modules and origins, entry points) after it, for the bundle budget test, and each named
 * chunk group's scripts into dist/ for the web server to preload with the pages it renders.
 */
const buildInfo: WebpackPluginInstance = {
  apply(compiler) {
    compiler.hooks.beforeRun.tap('BuildInfo', () => {
      rmSync(SOURCE_MAPS_DIR, { recursive: true, force: true });
      rmSync(STATS_FILE, { force: true });
    });
    compiler.hooks.done.tap('BuildInfo', (stats) => {
      if (stats.hasErrors()) return;
      mkdirSync(BUILD_INFO_DIR, { recursive: true });
      const json = stats.toJson({
        all: false,
        assets: true,
        chunks: true,
        chunkModules: true,
        chunkOrigins: true,
        chunkGroups: true,
        entrypoints: true,
        ids: true,
        modules: false,
        // Every module of every chunk, those inside concatenated modules too, with no limit.
        dependentModules: true,
        nestedModules: true,
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
        hash: true,
        outputPath: true,
        publicPath: true,
      });
      writeFileSync(STATS_FILE, JSON.stringify(json));
      const publicPath = typeof json.publicPath === 'string' ? json.publicPath : '/';
      const scripts = Object.fromEntries(
        Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [
          name,
          (group.assets ?? [])
            .map((asset) => `${publicPath}${asset.name}`)
            .filter((file) => file.endsWith('.js')),
        ]),
      );
      writeFileSync(path.join(DIST_DIR, ROUTE_CHUNKS_FILE), JSON.stringify(scripts));
    });
  },
};

/**
 * V8's explicit compile hint on the scripts a public page's first view runs (the entry's, the
 * app's and the public routes' chunk groups): the browser compiles their functions while the
 * script streams in, on a background thread, rather than one by one on the main thread as each is
 * first called, which on a phone is most of the evaluation and hydration tasks. Later chunks
 * (dialogs, the DevTools, staff pages) stay lazily compiled. Added after minifying (which would
 * drop the comment) and before the source maps are made (which then map the shifted lines).
 */
const compileHints: WebpackPluginInstance = {
  apply(compiler) {
    const groups = new Set<string>([bundleBudget.entry, APP_CHUNK, ...bundleBudget.publicRoutes]);
    compiler.hooks.compilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHints',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1,
        },
        () => {
          for (const chunk of compilation.chunks) {
            const firstView = [...chunk.groupsIterable].some((group) =>
              groups.has(group.name ?? ''),
            );
            if (!firstView) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new webpack.sources.ConcatSource(`${COMPILE_HINT}\n`, source),
              );
            }
          }
        },
      );
    });
  },
};

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const devServer: DevServerConfiguration = {
    port: Number(process.env.WEB_PORT ?? appConfig.webLocalPort),
    historyApiFallback: true,
    hot: true,
    static: false,
    // As the web server does: API calls go to the API, so the page calls its own origin.
    proxy: [
      {
        context: (pathname) => isApiPath(pathname),
        target: `http://localhost:${process.env.API_PORT ?? appConfig.apiBaseUrls.localPort}`,
      },
    ],
  };
  return {
    mode,
    context: root,
    // supportFrame: the support console's read-only frame page (src/client/support-frame).
    // main: the first script (src/client/boot.ts), which starts the app's chunk group, `app`.
    entry: { main: './src/client/boot.ts', supportFrame: './src/client/support-frame/index.tsx' },
    output: {
      path: DIST_DIR,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // Outside dist/, so no static host serves them (the web server refuses *.map as well).
      sourceMapFilename: path.relative(DIST_DIR, path.join(SOURCE_MAPS_DIR, '[file].map')),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // React Router's package entry is its development build (its warnings on); a production
      // bundle takes the build it ships for production, the same code without them.
      alias: production ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {},
    },
    // Production maps are hidden: the bundles name no map, and the maps stay for error reports.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            // Types are checked once by `npm run check`; the bundle only transpiles.
            options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: true } },
          },
        },
        { test: /\.(svg|png|jpe?g|webp|mp4)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // moment ships every locale; the app formats dates in English only.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        chunks: ['main'],
        title: appConfig.shortName,
        themeColor: '#2136D4',
        scriptLoading: 'defer',
      }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        filename: 'support-frame.html',
        chunks: ['supportFrame'],
        title: `${appConfig.shortName} support frame`,
        themeColor: '#2136D4',
        scriptLoading: 'defer',
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      ...(production
        ? [
            buildInfo,
            compileHints,
            new CompressionPlugin({
              algorithm: 'gzip',
              test: /\.(js|css|html|svg|json|webmanifest)$/,
            }),
            new CompressionPlugin({
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              test: /\.(js|css|html|svg|json|webmanifest)$/,
            }),
          ]
        : []),
    ],
    optimization: {
      // Terser (webpack's default minimizer) with a third compress pass, writing ES2020 (the
      // bundles need a modern browser already): about 0.2 KB gzip less before a first view.
      minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3 } } },
      splitChunks: { chunks: 'all' },
      // One-letter export names across modules: 1 to 2 KB gzip less before a first view.
      mangleExports: 'size',
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer,
  };
};

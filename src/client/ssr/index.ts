// The server's way into the browser app: it renders public pages with these, nothing else.
export {
  EARLY_TAPS_ASSET,
  isPageTemplate,
  renderPage,
  scriptPreloads,
  type RenderPageInput,
  type RenderedPage,
} from './renderPage';
export { isServerRendered, routePattern, SERVER_RENDERED_PATHS } from './publicRoutes';

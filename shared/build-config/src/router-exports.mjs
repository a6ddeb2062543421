/**
 * The part of react-router-dom the apps use, the one copy every build shares under the name `react-router-dom`
 * (shared-modules.mjs). A shared module cannot be tree-shaken, since any remote may use any of its exports:
 * shared whole, react-router 7 ships its server rendering, hydration and RSC code to every first load (62 KB
 * gzip against 26 for version 6). Shared through this list, a build ships what the apps import. The apps still
 * import `react-router-dom`; router-exports.test.mjs fails when one imports a name missing here.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
// react-router-dom's RouterProvider is this one: it renders its updates with react-dom's flushSync.
export { RouterProvider } from 'react-router/dom';

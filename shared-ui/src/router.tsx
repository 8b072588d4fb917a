// The router pieces the areas use, re-exported by the core. Areas take them from here, not from
// react-router-dom: the page then holds one router, the shell's, whose context every area must
// see, and only the parts of it that someone uses. Shared through the federation itself,
// react-router-dom would be kept whole (47 KB brotli on the login page), because a shared
// module cannot know which of its exports another build will use. Each export here is kept in
// every build, so add a piece only when an area uses it.
import { useContext } from 'react';
import { createPath, Navigate as RouterNavigate, useResolvedPath, type NavigateProps } from 'react-router-dom';
import { FirstViewRedirectContext } from './layout/first-view';

export {
  Link as RouterLink,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';

/**
 * react-router's `Navigate`; in a first view rendered on the server (decision 0021), where no
 * effect runs, it tells the render where the page moves on to, which it then draws instead.
 */
export function Navigate(props: NavigateProps) {
  const redirect = useContext(FirstViewRedirectContext);
  const target = useResolvedPath(props.to, { relative: props.relative });
  if (!redirect) return <RouterNavigate {...props} />;
  redirect(createPath(target));
  return null;
}

// The router pieces the areas use, re-exported by the core. Areas take them from here, not from
// react-router-dom: the page then holds one router, the shell's, whose context every area must
// see, and only the parts of it that someone uses. Shared through the federation itself,
// react-router-dom would be kept whole (47 KB brotli on the login page), because a shared
// module cannot know which of its exports another build will use. Each export here is kept in
// every build, so add a piece only when an area uses it.
export {
  Link as RouterLink,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';

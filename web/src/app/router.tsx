import { createElement, isValidElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  Outlet,
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import type { RoutePath } from '@fiz/core/access';
import { StatusLoading } from '../components/ui/StatusLoading';
import { PageError } from './PageError';
import { RouteGuard, WorksOffline } from './RouteGuard';
import { ScrollToTop } from './ScrollToTop';
import { HomeRoute } from './pages/HomeRoute';
import { LogoutPage } from './pages/LogoutPage';
import { NotFoundPage } from './pages/NotFoundPage';

/**
 * Each page's code loads the first time it is visited, or earlier through `preload` (see preloadPages). Once
 * loaded, the page renders directly: React.lazy alone would suspend on its first render even then, painting the
 * loading state and holding the page back for its fallback throttle.
 */
function lazyPage<Name extends string>(load: () => Promise<{ [K in Name]: ComponentType }>, name: Name) {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded = (await load())[name];
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload });
}

/** What a route keeps in its `handle`: how to start loading its code before it renders. */
interface PageHandle {
  preload?: () => Promise<unknown>;
}

function preloadOf(element: ReactNode): PageHandle {
  const type: unknown = isValidElement(element) ? element.type : undefined;
  const preload = (type as PageHandle | undefined)?.preload;
  return typeof preload === 'function' ? { preload } : {};
}

// The layouts load like pages: a phone never downloads the desktop shell, nor a desktop the mobile one.
const DesktopLayout = lazyPage(() => import('./desktop/DesktopLayout'), 'DesktopLayout');
const MobileLayout = lazyPage(() => import('./mobile/MobileLayout'), 'MobileLayout');

const LoginPage = lazyPage(() => import('./pages/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('./pages/RegisterPage'), 'RegisterPage');
const DashboardPage = lazyPage(() => import('./pages/DashboardPage'), 'DashboardPage');
const UpgradePage = lazyPage(() => import('./pages/UpgradePage'), 'UpgradePage');
const UpgradeResponsePage = lazyPage(() => import('./pages/UpgradeResponsePage'), 'UpgradeResponsePage');
const AboutPage = lazyPage(() => import('./pages/info/AboutPage'), 'AboutPage');
const PrivacyPage = lazyPage(() => import('./pages/info/PrivacyPage'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('./pages/info/TermsPage'), 'TermsPage');
const HelpPage = lazyPage(() => import('./pages/HelpPage'), 'HelpPage');
const ConversionsPage = lazyPage(() => import('./pages/ConversionsPage'), 'ConversionsPage');
const StatsListPage = lazyPage(() => import('./pages/recipes/StatsListPage'), 'StatsListPage');
const RecipeListPage = lazyPage(() => import('./pages/recipes/RecipeListPage'), 'RecipeListPage');
const FavouritesPage = lazyPage(() => import('./pages/recipes/FavouritesPage'), 'FavouritesPage');
const VideosPage = lazyPage(() => import('./pages/recipes/VideosPage'), 'VideosPage');
const RecipesOverviewPage = lazyPage(() => import('./pages/recipes/RecipesOverviewPage'), 'RecipesOverviewPage');
const AddEditRecipePage = lazyPage(() => import('./pages/recipes/AddEditRecipePage'), 'AddEditRecipePage');
const PrintRecipePage = lazyPage(() => import('./pages/recipes/PrintRecipePage'), 'PrintRecipePage');
const SearchRecipesPage = lazyPage(() => import('./pages/recipes/SearchRecipesPage'), 'SearchRecipesPage');
const ChefRecipesPage = lazyPage(() => import('./pages/chef/ChefRecipesPage'), 'ChefRecipesPage');
const AskChefPage = lazyPage(() => import('./pages/chef/AskChefPage'), 'AskChefPage');
const ContactPage = lazyPage(() => import('./pages/ContactPage'), 'ContactPage');
const ManageEmailsPage = lazyPage(() => import('./pages/admin/ManageEmailsPage'), 'ManageEmailsPage');
const MailOutboxPage = lazyPage(() => import('./pages/admin/MailOutboxPage'), 'MailOutboxPage');
const SiteAdminPage = lazyPage(() => import('./pages/admin/SiteAdminPage'), 'SiteAdminPage');
const UserListPage = lazyPage(() => import('./pages/admin/UserListPage'), 'UserListPage');
const ImportRecipePage = lazyPage(() => import('./pages/recipes/ImportRecipePage'), 'ImportRecipePage');
const AddWebsitePage = lazyPage(() => import('./pages/websites/AddWebsitePage'), 'AddWebsitePage');
const WebsitesSearchPage = lazyPage(() => import('./pages/websites/WebsitesSearchPage'), 'WebsitesSearchPage');
const WebsitesListPage = lazyPage(() => import('./pages/websites/WebsitesListPage'), 'WebsitesListPage');
const MobileLoginPage = lazyPage(() => import('./mobile/MobileLoginPage'), 'MobileLoginPage');
const MobileHelpPage = lazyPage(() => import('./mobile/MobileHelpPage'), 'MobileHelpPage');
const MobileCalculatorPage = lazyPage(() => import('./mobile/MobileCalculatorPage'), 'MobileCalculatorPage');
const MobileRecipesPage = lazyPage(() => import('./mobile/MobileRecipesPage'), 'MobileRecipesPage');
const MobileShowRecipePage = lazyPage(() => import('./mobile/MobileShowRecipePage'), 'MobileShowRecipePage');
const MobileAskChefPage = lazyPage(() => import('./mobile/MobileAskChefPage'), 'MobileAskChefPage');
const MobileShoppingPage = lazyPage(() => import('./mobile/MobileShoppingPage'), 'MobileShoppingPage');

/** A route of spec 2.1, guarded by its rule in the shared route table. */
function guarded(path: RoutePath, element: ReactNode): RouteObject {
  return {
    path,
    element: <RouteGuard path={path}>{element}</RouteGuard>,
    handle: preloadOf(element),
    errorElement: <PageError />,
  };
}

/** A phone page that needs no server, guarded like the others but open with no network (see WorksOffline). */
function worksOffline(path: RoutePath, element: ReactNode): RouteObject {
  return {
    path,
    element: <WorksOffline path={path}>{element}</WorksOffline>,
    handle: preloadOf(element),
    errorElement: <PageError />,
  };
}

function Root() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<StatusLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** The desktop site: its layout and pages, and the not-found page for any address no route knows. */
const desktopSite: RouteObject[] = [
  {
    element: <DesktopLayout />,
    handle: { preload: DesktopLayout.preload } satisfies PageHandle,
    children: [
      { path: '/', element: <HomeRoute /> },
      guarded('/login', <LoginPage />),
      guarded('/register', <RegisterPage />),
      guarded('/logout', <LogoutPage target="/" />),
      guarded('/dashboard', <DashboardPage />),
      guarded('/dashboard/stats/:listtype', <StatsListPage />),
      guarded('/recipes', <RecipesOverviewPage />),
      guarded('/recipelist', <RecipeListPage />),
      guarded('/recipelist/:userid', <RecipeListPage />),
      guarded('/recipefavourites', <FavouritesPage />),
      guarded('/favourites', <FavouritesPage />),
      guarded('/youtubevids', <VideosPage />),
      guarded('/searchrecipes', <SearchRecipesPage />),
      guarded('/addeditrecipe', <AddEditRecipePage />),
      guarded('/addeditrecipe/:recipeId', <AddEditRecipePage />),
      guarded('/importrecipe', <ImportRecipePage />),
      guarded('/printrecipe/:recipeId', <PrintRecipePage />),
      guarded('/upgrade', <UpgradePage />),
      guarded('/upgraderesponse', <UpgradeResponsePage />),
      guarded('/aboutfiz', <AboutPage />),
      guarded('/privacy', <PrivacyPage />),
      guarded('/terms', <TermsPage />),
      guarded('/fizhelp', <HelpPage />),
      guarded('/conversions', <ConversionsPage />),
      guarded('/chefclaude', <ChefRecipesPage />),
      guarded('/askchef', <AskChefPage />),
      guarded('/contact', <ContactPage />),
      guarded('/manageemails', <ManageEmailsPage />),
      guarded('/mailoutbox', <MailOutboxPage />),
      guarded('/admin', <SiteAdminPage />),
      guarded('/userlist', <UserListPage />),
      guarded('/websites', <AddWebsitePage />),
      guarded('/websitessearch', <WebsitesSearchPage />),
      guarded('/websiteslist', <WebsitesListPage />),
      { path: '/youtube', element: <Navigate to="/youtubevids" replace /> },
      { path: '/recipe', element: <Navigate to="/recipes" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The mobile site (spec 2.1): its login and logout pages, and its layout with the pages a phone opens. */
const mobileSite: RouteObject[] = [
  guarded('/mlogin', <MobileLoginPage />),
  guarded('/mlogout', <LogoutPage target="/mlogin" />),
  {
    element: <MobileLayout />,
    handle: { preload: MobileLayout.preload } satisfies PageHandle,
    children: [
      worksOffline('/mrecipes', <MobileRecipesPage />),
      guarded('/mshowrecipe', <Navigate to="/mrecipes" replace />),
      worksOffline('/mshowrecipe/:recipeId', <MobileShowRecipePage />),
      guarded('/maskchef', <MobileAskChefPage />),
      worksOffline('/mcalculator', <MobileCalculatorPage />),
      worksOffline('/mshopping', <MobileShoppingPage />),
      worksOffline('/mhelp', <MobileHelpPage />),
    ],
  },
];

const ROOT_ID = 'root';

/** Whether the address is one of the mobile site's pages. */
function onPhoneSite(): boolean {
  return matchRoutes(mobileSite, window.location) !== null;
}

/**
 * The app's router, with the routes of the site the address belongs to: a phone opening /mrecipes does not rank
 * and match the forty desktop routes at startup (tens of milliseconds on a phone, bench/weight). The other site's
 * routes join on the first navigation that needs them: to an address no route matches yet, or one only the
 * not-found page does. Created when called, not when this module loads, so it runs in a startup task of its own.
 */
export function createAppRouter(): DataRouter {
  const onPhone = onPhoneSite();
  const [first, other] = onPhone ? [mobileSite, desktopSite] : [desktopSite, mobileSite];
  let otherAdded = false;
  const addOtherSite: PatchRoutesOnNavigationFunction = ({ patch }) => {
    if (otherAdded) return;
    otherAdded = true;
    patch(ROOT_ID, other);
  };
  return createBrowserRouter([{ id: ROOT_ID, element: <Root />, errorElement: <PageError />, children: first }], {
    patchRoutesOnNavigation: addOtherSite,
  });
}

/**
 * Starts loading the code of the layout and page the router's address opens, at startup: a guarded page then
 * downloads while its guard waits for the session, instead of after it (one round trip less before a phone's
 * first page). Settles when they are loaded or have failed; a failure is reported where it matters, by the page's
 * own lazy load when it renders.
 */
export async function preloadPages(router: DataRouter): Promise<void> {
  const loads = router.state.matches.flatMap(
    ({ route }) => (route.handle as PageHandle | undefined)?.preload?.() ?? [],
  );
  await Promise.allSettled(loads);
}

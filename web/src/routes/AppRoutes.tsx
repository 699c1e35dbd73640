import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router';
import { useSession } from '../app/ServicesContext';
import { ChunkErrorBoundary } from '../components/ChunkErrorBoundary';
import { FullPageSpin } from '../components/FullPageSpin';
import { UserLayout } from '../layouts/UserLayout';
import { LoginPage } from '../pages/LoginPage';
import { EntryRedirect } from './EntryRedirect';
import { lazyNamed } from './lazyWithTimeout';
import { NavigationGuard } from './NavigationGuard';
import { RegistrationGate } from './RegistrationGate';
import { entryGuards, userPasswordGuardPath, type EntryGuardPath } from './guards/entryGuardPlan';
import { entryRedirects } from './routePaths';
import { VisitorEntry } from './VisitorEntry';

// Everything behind login is a separate chunk, so the login route stays light.
const DynamicRoot = lazyNamed(() => import('./DynamicRoot'), 'DynamicRoot');
// antd's Result carries large illustrations; the login route must not pay for them.
const ExceptionPage = lazyNamed<{ code: 401 | 403 | 404 | 500; detail?: string }>(() => import('../pages/ExceptionPage'), 'ExceptionPage');
const VisitorPage = lazyNamed(() => import('./VisitorPage'), 'VisitorPage');
// The guard pages (password-free entries) load with their own texts, away from the login route.
const EntryGuardPage = lazyNamed<{ path: EntryGuardPath }>(() => import('./guards/EntryGuardPage'), 'EntryGuardPage');
const UserPasswordGuardPage = lazyNamed(() => import('./guards/UserPasswordGuardPage'), 'UserPasswordGuardPage');
const NotAvailablePage = lazyNamed<{ titleKey: string }>(() => import('../pages/NotAvailablePage'), 'NotAvailablePage');
// The caller's portal on a page of its own (spec §2 /portal); /index/portal shows it inside the frame.
const PortalStandalonePage = lazyNamed(() => import('../pages/portal/PortalStandalonePage'), 'PortalStandalonePage');
// The workflow handling page (form, history, actions) loads with the form runtime, on demand.
const FlowPage = lazyNamed(() => import('../pages/bpm/FlowPage'), 'FlowPage');
// The workflow designer's page: the designers are heavy, so it is a chunk of its own.
const WorkflowDesignPage = lazyNamed(() => import('../pages/bpm/design/WorkflowDesignPage'), 'WorkflowDesignPage');
// A dashboard's large screen (wall displays): full window, outside the app's frame, its own chunk.
const LargeScreenPage = lazyNamed(() => import('../pages/report/dashboard/LargeScreenPage'), 'LargeScreenPage');
// The dashboard and portal designers' pages (full page, like the workflow designer's): chunks of their own.
const DashboardDesignPage = lazyNamed(() => import('../pages/report/dashboardDesign/DashboardDesignPage'), 'DashboardDesignPage');
const PortalDesignPage = lazyNamed(() => import('../pages/portal/design/PortalDesignPage'), 'PortalDesignPage');
// The market's public routes send to login or into the frame; the engine stays out of the login route.
const MarketEntryRoute = lazyNamed(() => import('../pages/appMarket/MarketEntryRoute'), 'MarketEntryRoute');
// The login family's other pages load on demand: the login route stays light.
const RegisterPage = lazyNamed(() => import('../pages/register/RegisterPage'), 'RegisterPage');
const RegisterResultPage = lazyNamed(() => import('../pages/register/RegisterResultPage'), 'RegisterResultPage');
const AlterationPage = lazyNamed(() => import('../pages/register/AlterationPage'), 'AlterationPage');
const ForgotPasswordPage = lazyNamed(() => import('../pages/login/ForgotPasswordPage'), 'ForgotPasswordPage');
const SsoCallbackPage = lazyNamed(() => import('../pages/login/SsoCallbackPage'), 'SsoCallbackPage');
const CasReturnPage = lazyNamed(() => import('../pages/login/CasReturnPage'), 'CasReturnPage');

/** Visitor pages are drawn without the frame; for everyone else they are ordinary menu pages. */
function VisitorOrDynamicRoot() {
  const isVisitor = useSession((state) => state.isVisitor);
  return isVisitor ? <VisitorPage /> : <DynamicRoot />;
}

/** The route table of spec §2. Paths not listed here are resolved from the permission menu. */
export function AppRoutes() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ChunkErrorBoundary resetKey={location.pathname} fallback={(error) => <ExceptionPage code={500} detail={error.message} />}>
      <Suspense fallback={<FullPageSpin tip={t('common.loading')} />}>
        <Routes>
          <Route element={<NavigationGuard />}>
            <Route path="/index" element={<UserLayout />}>
              <Route path="login" element={<LoginPage />} />
              <Route path="register" element={<RegistrationGate><RegisterPage /></RegistrationGate>} />
              <Route path="register-result" element={<RegistrationGate><RegisterResultPage /></RegistrationGate>} />
              <Route path="alteration" element={<RegistrationGate><AlterationPage /></RegistrationGate>} />
              <Route path="forgot-password" element={<ForgotPasswordPage />} />
              <Route path="sso/callback" element={<SsoCallbackPage />} />
              <Route path="sso/cas" element={<CasReturnPage />} />
              <Route path="lic" element={<NotAvailablePage titleKey="page.license" />} />
            </Route>
            <Route path="/401" element={<ExceptionPage code={401} />} />
            <Route path="/403" element={<ExceptionPage code={403} />} />
            <Route path="/404" element={<ExceptionPage code={404} />} />
            <Route path="/500" element={<ExceptionPage code={500} />} />
            <Route path="/jyeportlogin" element={<NotAvailablePage titleKey="login.title" />} />
            <Route path="/whetherTrue" element={<NotAvailablePage titleKey="login.title" />} />
            <Route path="/marketList" element={<MarketEntryRoute />} />
            <Route path="/appMarketList" element={<MarketEntryRoute />} />
            {entryRedirects.map((entry) => (
              <Route key={entry.path} path={entry.path} element={<EntryRedirect />} />
            ))}
            {(Object.keys(entryGuards) as EntryGuardPath[]).map((path) => (
              // Keyed by the query too: a second partner link in the same tab is a new entry.
              <Route key={path} path={path} element={<EntryGuardPage key={location.search} path={path} />} />
            ))}
            <Route path={userPasswordGuardPath} element={<UserPasswordGuardPage />} />
            <Route path="/visitor" element={<VisitorEntry />} />
            <Route path="/eform/redirect/:kind/:pageCode" element={<VisitorOrDynamicRoot />} />
            <Route path="/portal" element={<PortalStandalonePage />} />
            <Route path="/onlineCode" element={<NotAvailablePage titleKey="page.onlineCode" />} />
            <Route path="/flow/:func/:id" element={<FlowPage />} />
            <Route path="/bpm/design" element={<WorkflowDesignPage />} />
            <Route path="/bpm/design/:processKey" element={<WorkflowDesignPage />} />
            <Route path="/report/screen/:code" element={<LargeScreenPage />} />
            <Route path="/report/dashboardDesign/:dashboardCode" element={<DashboardDesignPage />} />
            <Route path="/portal/design/:portalCode" element={<PortalDesignPage />} />
            <Route path="*" element={<DynamicRoot />} />
          </Route>
        </Routes>
      </Suspense>
    </ChunkErrorBoundary>
  );
}

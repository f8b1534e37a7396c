import { lazy, type ComponentType, type ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { useT } from '../../lib/i18n/translate';
import { ConsoleLayout } from './layout/console-layout';
import { RouteTitle, usePageTitle } from './layout/use-page-title';
import { PAGE_ROLES, RoleGate } from './session/role-gate';
import { SignedInConsole } from './session/signed-in-console';
import type { OrganiserRole } from './session/use-organiser';

/** React.lazy for a module's named page export: each page is its own chunk. */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const SignInPage = lazyPage(() => import('./sign-in/sign-in-page'), 'SignInPage');
const OverviewPage = lazyPage(() => import('./overview/overview-page'), 'OverviewPage');
const ApplicationsPage = lazyPage(() => import('./applications/applications-page'), 'ApplicationsPage');
const ApplicationPage = lazyPage(() => import('./applications/application-page'), 'ApplicationPage');
const SeatsPage = lazyPage(() => import('./seats/seats-page'), 'SeatsPage');
const CheckInPage = lazyPage(() => import('./check-in/check-in-page'), 'CheckInPage');
const EmailsPage = lazyPage(() => import('./emails/emails-page'), 'EmailsPage');
const FormsPage = lazyPage(() => import('./forms/forms-page'), 'FormsPage');
const SettingsPage = lazyPage(() => import('./settings/settings-page'), 'SettingsPage');
const OrganisersPage = lazyPage(() => import('./organisers/organisers-page'), 'OrganisersPage');

/** A page for some roles, named in the tab until it names itself. */
function page(title: string, roles: readonly OrganiserRole[], element: ReactNode) {
  return (
    <RoleGate roles={roles}>
      <RouteTitle title={title} />
      {element}
    </RoleGate>
  );
}

function ConsoleNotFound() {
  const t = useT();
  usePageTitle(t('console.notFound.title'));
  return (
    <>
      <h1>{t('console.notFound.title')}</h1>
      <p>{t('console.notFound.text')}</p>
      <p>
        <Link to="/admin">{t('console.goToOverview')}</Link>
      </p>
    </>
  );
}

/** The organisers' console at /admin: its own part of the site, loaded only when an organiser opens it. */
export function ConsoleApp() {
  const t = useT();
  return (
    <Routes>
      <Route path="sign-in" element={<SignInPage />} />
      <Route
        element={
          <SignedInConsole>
            <ConsoleLayout />
          </SignedInConsole>
        }
      >
        <Route index element={page(t('console.nav.overview'), PAGE_ROLES.review, <OverviewPage />)} />
        <Route path="applications/:kind" element={page(t('console.nav.applications'), PAGE_ROLES.review, <ApplicationsPage />)} />
        <Route path="applications/:kind/:id" element={page(t('console.route.application'), PAGE_ROLES.review, <ApplicationPage />)} />
        <Route path="seats" element={page(t('console.nav.seats'), PAGE_ROLES.review, <SeatsPage />)} />
        <Route path="check-in" element={page(t('console.nav.checkIn'), PAGE_ROLES.all, <CheckInPage />)} />
        <Route path="emails" element={page(t('console.nav.emails'), PAGE_ROLES.review, <EmailsPage />)} />
        <Route path="forms" element={page(t('console.nav.forms'), PAGE_ROLES.admin, <FormsPage />)} />
        <Route path="settings" element={page(t('console.nav.settings'), PAGE_ROLES.admin, <SettingsPage />)} />
        <Route path="organisers" element={page(t('console.nav.organisers'), PAGE_ROLES.admin, <OrganisersPage />)} />
        <Route path="*" element={page(t('console.notFound.title'), PAGE_ROLES.review, <ConsoleNotFound />)} />
      </Route>
    </Routes>
  );
}

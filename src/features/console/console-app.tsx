import { lazy, type ComponentType, type ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
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
  usePageTitle('Page not found');
  return (
    <>
      <h1>Page not found</h1>
      <p>The console has no page at this address.</p>
      <p>
        <Link to="/admin">Go to the overview</Link>
      </p>
    </>
  );
}

/** The organisers' console at /admin: its own part of the site, loaded only when an organiser opens it. */
export function ConsoleApp() {
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
        <Route index element={page('Overview', PAGE_ROLES.review, <OverviewPage />)} />
        <Route path="applications/:kind" element={page('Applications', PAGE_ROLES.review, <ApplicationsPage />)} />
        <Route path="applications/:kind/:id" element={page('Application', PAGE_ROLES.review, <ApplicationPage />)} />
        <Route path="seats" element={page('Seats', PAGE_ROLES.review, <SeatsPage />)} />
        <Route path="check-in" element={page('Check-in', PAGE_ROLES.all, <CheckInPage />)} />
        <Route path="emails" element={page('E-mails', PAGE_ROLES.review, <EmailsPage />)} />
        <Route path="forms" element={page('Forms', PAGE_ROLES.admin, <FormsPage />)} />
        <Route path="settings" element={page('Settings', PAGE_ROLES.admin, <SettingsPage />)} />
        <Route path="organisers" element={page('Organisers', PAGE_ROLES.admin, <OrganisersPage />)} />
        <Route path="*" element={page('Page not found', PAGE_ROLES.review, <ConsoleNotFound />)} />
      </Route>
    </Routes>
  );
}

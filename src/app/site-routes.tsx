import { Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../features/layout/site-layout';
import { useT } from '../lib/i18n/translate';
import { lazyPage } from './lazy-page';
import { ScrollManager } from './scroll-manager';

const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage', { queries: false });
const AboutPage = lazyPage(() => import('../features/content-pages/about-page'), 'AboutPage', { namespaces: ['content'], queries: false });
const ContactPage = lazyPage(() => import('../features/content-pages/contact-page'), 'ContactPage', {
  namespaces: ['content'],
  queries: false,
});
const NewsPage = lazyPage(() => import('../features/content-pages/news-page'), 'NewsPage', { namespaces: ['content'], queries: false });
const FaqPage = lazyPage(() => import('../features/content-pages/faq-page'), 'FaqPage', { namespaces: ['content'], queries: false });
const EditionRoute = lazyPage(() => import('../features/editions/edition-route'), 'EditionRoute', { namespaces: ['content'] });
const PreviousEditionsPage = lazyPage(() => import('../features/editions/previous-editions-page'), 'PreviousEditionsPage', {
  namespaces: ['content'],
  queries: false,
});
const BootcampRegistrationPage = lazyPage(
  () => import('../features/registration-pages/bootcamp-registration-page'),
  'BootcampRegistrationPage',
  { namespaces: ['forms'] },
);
const BootcampWithoutAiPage = lazyPage(() => import('../features/registration-pages/bootcamp-without-ai-page'), 'BootcampWithoutAiPage', {
  namespaces: ['forms'],
});
const RegisterPage = lazyPage(() => import('../features/registration-pages/register-page'), 'RegisterPage', { namespaces: ['forms'] });
const GenericFormPage = lazyPage(() => import('../features/registration-pages/generic-form-page'), 'GenericFormPage', {
  namespaces: ['forms'],
});
const BootcampConfirmationPage = lazyPage(
  () => import('../features/registration-pages/bootcamp-confirmation-page'),
  'BootcampConfirmationPage',
  { namespaces: ['forms'] },
);
const DraftResumePage = lazyPage(() => import('../features/drafts/draft-resume-page'), 'DraftResumePage', { namespaces: ['forms'] });
const ApplicationPage = lazyPage(() => import('../features/application-status/application-page'), 'ApplicationPage', {
  namespaces: ['forms'],
});
const FormPreviewPage = lazyPage(() => import('../features/form-preview/form-preview-page'), 'default', { namespaces: ['forms'] });
const ConsoleApp = lazyPage(() => import('../features/console/console-app'), 'ConsoleApp', { namespaces: ['console'] });
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage', { queries: false });

/** What a page shows while its code and words load, in the page's language (the site's words are already there). */
function PageLoading() {
  const t = useT();
  return (
    <p role="status" className="page-status">
      {t('common.loading')}
    </p>
  );
}

function Shell() {
  return (
    <SiteLayout>
      <ScrollManager />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </SiteLayout>
  );
}

/** Every page of the site, each loaded when first visited. */
export function SiteRoutes() {
  return (
    <Routes>
      <Route
        path="admin/*"
        element={
          <Suspense fallback={<PageLoading />}>
            <ConsoleApp />
          </Suspense>
        }
      />
      <Route element={<Shell />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="news" element={<NewsPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="previosEdition" element={<PreviousEditionsPage />} />
        <Route path="bootcamp-registration" element={<BootcampRegistrationPage />} />
        <Route path="bootcamp-registration-without-ai" element={<BootcampWithoutAiPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="form/:formId" element={<GenericFormPage />} />
        <Route path="bootcamp-confirmation" element={<BootcampConfirmationPage />} />
        <Route path="forms/preview" element={<FormPreviewPage />} />
        <Route path="application/:token" element={<ApplicationPage />} />
        <Route path="drafts/resume" element={<DraftResumePage />} />
        <Route path=":year" element={<EditionRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

import { Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../features/layout/site-layout';
import { lazyPage } from './lazy-page';
import { ScrollManager } from './scroll-manager';

const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const AboutPage = lazyPage(() => import('../features/content-pages/about-page'), 'AboutPage');
const ContactPage = lazyPage(() => import('../features/content-pages/contact-page'), 'ContactPage');
const NewsPage = lazyPage(() => import('../features/content-pages/news-page'), 'NewsPage');
const FaqPage = lazyPage(() => import('../features/content-pages/faq-page'), 'FaqPage');
const EditionRoute = lazyPage(() => import('../features/editions/edition-route'), 'EditionRoute');
const PreviousEditionsPage = lazyPage(() => import('../features/editions/previous-editions-page'), 'PreviousEditionsPage');
const BootcampRegistrationPage = lazyPage(
  () => import('../features/registration-pages/bootcamp-registration-page'),
  'BootcampRegistrationPage',
);
const BootcampWithoutAiPage = lazyPage(() => import('../features/registration-pages/bootcamp-without-ai-page'), 'BootcampWithoutAiPage');
const RegisterPage = lazyPage(() => import('../features/registration-pages/register-page'), 'RegisterPage');
const GenericFormPage = lazyPage(() => import('../features/registration-pages/generic-form-page'), 'GenericFormPage');
const BootcampConfirmationPage = lazyPage(
  () => import('../features/registration-pages/bootcamp-confirmation-page'),
  'BootcampConfirmationPage',
);
const DraftResumePage = lazyPage(() => import('../features/drafts/draft-resume-page'), 'DraftResumePage');
const ApplicationPage = lazyPage(() => import('../features/application-status/application-page'), 'ApplicationPage');
const FormPreviewPage = lazyPage(() => import('../features/form-preview/form-preview-page'), 'default');
const ConsoleApp = lazyPage(() => import('../features/console/console-app'), 'ConsoleApp');
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage');

function Shell() {
  return (
    <SiteLayout>
      <ScrollManager />
      <Suspense
        fallback={
          <p role="status" className="page-status">
            Loading...
          </p>
        }
      >
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
          <Suspense
            fallback={
              <p role="status" className="page-status">
                Loading...
              </p>
            }
          >
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

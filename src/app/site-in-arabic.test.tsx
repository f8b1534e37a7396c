import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '../features/registration-windows/event-settings';
import { LanguageRouter } from './language-router';
import { Providers } from './providers';
import { renderSite, stubApi } from './render-site';
import { SiteRoutes } from './site-routes';

// The first visit to a route compiles its lazily loaded chunk.
vi.setConfig({ testTimeout: 15_000 });
const SLOW = { timeout: 5000 };

beforeEach(() => {
  stubApi({ '/settings': { body: { data: DEFAULT_SETTINGS } } });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const header = () => within(screen.getByRole('banner'));

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, SLOW);

describe('the site in Arabic, right to left', () => {
  it('/ar: the home page, its dates in Arabic with Arabic digits, and the page set right to left', async () => {
    renderSite('/ar', new Date('2025-09-30T05:58:57+03:00'));
    expect(await h1('تحدي ناسا لتطبيقات الفضاء بالقاهرة')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const bootcamp = document.getElementById('bootcamp-section')!;
    await waitFor(() => expect(bootcamp).toHaveTextContent('الجمعة ١٩ سبتمبر ٢٠٢٥'));
    expect(bootcamp).toHaveTextContent('٨:٠٠ ص إلى ٦:٠٠ م');
    expect(bootcamp).toHaveTextContent('إحدى الجامعات بمدينة السادس من أكتوبر'); // the shipped venue, in Arabic
    expect(screen.getByText('نسخة ٢٠٢٥ · القاهرة')).toBeInTheDocument();
    // 3 days, 2 hours, 1 minute, 3 seconds: the few, two and one forms of Arabic, not '3 days, 2 hours...'
    expect(screen.getByRole('timer')).toHaveAccessibleName('الوقت المتبقي على بدء الهاكاثون: ٣ أيام، ساعتان، دقيقة واحدة، ٣ ثوانٍ');
    expect(document.querySelector('[data-unit="Days"]')).toHaveTextContent('٠٣');
    expect(
      within(screen.getByRole('navigation', { name: 'التنقل الرئيسي' })).getByRole('link', { name: 'الأسئلة الشائعة' }),
    ).toHaveAttribute('href', '/ar/faq');
    expect(screen.getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Register your team|Ready to Hack|Loading/);
  });

  it('/ar/faq: the questions and their answers in Arabic, dated by the settings', async () => {
    renderSite('/ar/faq');
    expect(await h1('الأسئلة الشائعة')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('الأسئلة الشائعة · Space Apps Cairo')); // set by an effect, after the heading is drawn
    const question = await screen.findByText('متى وأين يُقام الهاكاثون؟', {}, SLOW);
    expect(question.closest('details')).toHaveTextContent(
      'يُقام في ٣ و٤ أكتوبر ٢٠٢٥، ويبدأ الساعة ٨:٠٠ ص، في مدينة السادس من أكتوبر. ويُغلق نموذج تسجيل الفرق يوم الجمعة ٢٦ سبتمبر ٢٠٢٥ الساعة ١١:٥٩ م.',
    );
    expect(screen.getByText(/يغادرن يوم ٣ أكتوبر الساعة ٧:٣٠ م ويعدن يوم ٤ أكتوبر الساعة ٨:٠٠ ص/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تواصل مع المنظمين' })).toHaveAttribute('href', '/ar/contact');
  });

  it('/ar/2024: the edition in Arabic, its figures in Arabic digits', async () => {
    renderSite('/ar/2024');
    expect(await h1(/تحدي ناسا لتطبيقات الفضاء بالقاهرة\s*٢٠٢٤/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('نسخة ٢٠٢٤ · Space Apps Cairo')); // set by an effect, after the heading is drawn
    for (const figure of ['٧٩٥', '٢٢٦', '١٤٤', '٥٤٠'])
      expect(screen.getByText(figure, { selector: '.visually-hidden' })).toBeInTheDocument();
    expect(screen.getByText(/النسخة العاشرة من هاكاثون تطبيقات الفضاء الدولي/)).toBeInTheDocument();
    expect(screen.getByText('لم تُنشر أسماء الفائزين في هذه النسخة على هذا الموقع بعد.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '→ نسخة ٢٠٢٣' })).toHaveAttribute('href', '/ar/2023'); // the arrow points the way Arabic reads
  });

  it('/ar/news: the announcements in Arabic, dated in Arabic', async () => {
    renderSite('/ar/news');
    expect(await h1('الأخبار')).toBeInTheDocument();
    const items = await screen.findAllByRole('article', {}, SLOW);
    expect(within(items[0]!).getByRole('heading')).toHaveTextContent('الهاكاثون: ٣ و٤ أكتوبر ٢٠٢٥');
    expect(items[0]!.querySelector('time')).toHaveTextContent('٣ أكتوبر ٢٠٢٥');
  });

  it('/ar/about: the links inside its sentences stay in Arabic', async () => {
    renderSite('/ar/about');
    expect(await h1('عن الحدث')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'الأسئلة الشائعة' })).toHaveAttribute('href', '/ar/faq');
    expect(main.getByRole('link', { name: 'سجّل فريقك' })).toHaveAttribute('href', '/ar/register');
    expect(main.getByText('المعسكر التدريبي', { selector: 'strong' })).toBeInTheDocument();
  });

  it('an unknown Arabic address: the not-found page in Arabic', async () => {
    renderSite('/ar/no/such/page');
    expect(await h1('الصفحة غير موجودة')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/ar');
  });
});

describe('the language switch in the header', () => {
  it('on an English page links to the same page in Arabic, named in Arabic', () => {
    renderSite('/faq');
    const link = header().getByRole('link', { name: 'العربية' });
    expect(link).toHaveAttribute('href', '/ar/faq');
    expect(link).toHaveAttribute('lang', 'ar'); // read out with an Arabic voice
    expect(link).toHaveAttribute('hreflang', 'ar');
  });

  it('on an Arabic page links to the same page in English', () => {
    renderSite('/ar/faq');
    const link = header().getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/faq');
    expect(link).toHaveAttribute('lang', 'en');
    expect(header().queryByRole('link', { name: 'العربية' })).toBeNull();
  });

  it('keeps the page as it is while its words change language: the open menu stays open, focus stays on the switch', async () => {
    window.history.replaceState(null, '', '/about');
    render(
      <Providers client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LanguageRouter>
          <SiteRoutes />
        </LanguageRouter>
      </Providers>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(header().getByRole('button', { name: 'Menu' }));
    vi.mocked(window.scrollTo).mockClear();
    await user.click(header().getByRole('link', { name: 'العربية' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'عن الحدث' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/ar/about');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(header().getByRole('button', { name: 'القائمة' })).toHaveAttribute('aria-expanded', 'true');
    expect(header().getByRole('link', { name: 'English' })).toHaveFocus();
    expect(window.scrollTo).not.toHaveBeenCalled(); // the reader stays where they were on the page
    await act(async () => window.history.back());
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
  });
});

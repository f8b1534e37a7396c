import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { kindWords } from './check-in/check-in-words';
import { renderConsole, session, stubApi } from './test-support/render-console';

// The console at /ar/admin: the same pages, every word from the Arabic catalogue, numbers and dates as Egypt writes them.
beforeAll(() =>
  Promise.all([
    import('./sign-in/sign-in-page'),
    import('./applications/applications-page'),
    import('./overview/overview-page'),
    import('./forms/forms-page'),
  ]),
);
afterEach(() => vi.unstubAllGlobals());

const bilingualForm = {
  id: 'bootcamp',
  title: { en: 'Bootcamp Application Form', ar: 'استمارة التقديم للمعسكر التدريبي' },
  steps: [
    {
      title: { en: 'You', ar: 'بياناتك' },
      fields: [
        { name: 'name_ar', label: { en: 'Full name (Arabic)', ar: 'الاسم الكامل بالعربية' }, type: 'text', lang: 'ar' },
        { name: 'name_en', label: { en: 'Full name (English)', ar: 'الاسم الكامل بالإنجليزية' }, type: 'text' },
      ],
    },
  ],
};

test('the sign-in page speaks Arabic, refuses in Arabic and offers English', async () => {
  const sent = stubApi(() => undefined);
  const { switchTo } = renderConsole('/ar/admin/sign-in');
  await userEvent.click(await screen.findByRole('button', { name: 'تسجيل الدخول' }));

  expect(screen.getByRole('heading', { name: 'هناك مشكلة' }).parentElement).toHaveFocus();
  expect(screen.getByRole('link', { name: 'أدخل عنوان بريدك الإلكتروني' })).toBeInTheDocument();
  expect(screen.getByLabelText('كلمة المرور')).toHaveAccessibleDescription('خطأ: أدخل كلمة المرور');
  expect(document.title).toBe('خطأ: تسجيل الدخول — لوحة التحكم');

  // The switch is a real link to the same page in English; a click switches in place.
  const english = screen.getByRole('link', { name: 'اعرض لوحة التحكم باللغة English' });
  expect(english).toHaveAttribute('href', '/admin/sign-in');
  expect(within(english).getByText('English')).toHaveAttribute('lang', 'en');
  await userEvent.click(english);
  expect(switchTo).toHaveBeenCalledWith('en');
  expect(sent.filter((request) => request.method === 'POST')).toEqual([]); // nothing was sent to sign in
});

test('the English console offers Arabic, named in Arabic', async () => {
  stubApi(() => undefined);
  const { switchTo } = renderConsole('/admin/sign-in?next=%2Fadmin%2Fseats');
  const arabic = await screen.findByRole('link', { name: 'Show the console in العربية' });
  expect(arabic).toHaveAttribute('href', '/ar/admin/sign-in?next=%2Fadmin%2Fseats');
  await userEvent.click(arabic);
  expect(switchTo).toHaveBeenCalledWith('ar');
});

test('the applications list: Arabic headers, statuses and counts, Egyptian digits and dates, and the API asked in Arabic', async () => {
  const row = (id: number, name: string, status: string) => ({
    id,
    kind: 'bootcamp',
    name,
    email: `${id}@example.org`,
    status,
    submittedAt: '2025-09-10T09:00:00.000Z',
    updatedAt: '2025-09-11T09:00:00.000Z',
  });
  const sent = stubApi(({ path }) => {
    if (path === '/admin/session') return session('reviewer');
    if (path === '/admin/applications')
      return { body: { data: [row(11, 'عمر خالد', 'submitted'), row(13, 'Mona Adel', 'waitlisted')], total: 120 } };
  });
  renderConsole('/ar/admin/applications/bootcamp?status=submitted');

  const table = await screen.findByRole('table', { name: 'طلبات المعسكر التدريبي، المقدَّمة' });
  expect(screen.getByRole('heading', { level: 1, name: 'طلبات المعسكر التدريبي' })).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: /الاسم/ })).toBeInTheDocument();
  expect(within(table).getByText('على قائمة الانتظار')).toBeInTheDocument();
  expect(within(table).getAllByText('١٠ سبتمبر ٢٠٢٥، ١٢:٠٠ م')).toHaveLength(2); // submitted 09:00 UTC, Cairo summer time
  // An Arabic name reads right to left in its link, wherever it sits.
  expect(within(table).getByRole('link', { name: 'عمر خالد' })).toHaveAttribute('dir', 'auto');
  expect(within(table).getByRole('link', { name: 'عمر خالد' })).toHaveAttribute(
    'href',
    '/ar/admin/applications/bootcamp/11?status=submitted',
  );
  expect(screen.getByText('١٢٠ طلبًا، المقدَّمة')).toBeInTheDocument();
  expect(screen.getByText('الصفحة ١ من ٣')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'قبول المحدد' })).toBeDisabled();
  // A download sends the browser's language, not the page's: the CSV asks for Arabic headings itself.
  expect(screen.getByRole('link', { name: 'تنزيل هذا العرض بصيغة CSV' }).getAttribute('href')).toMatch(/&language=ar$/);
  expect(document.title).toBe('طلبات المعسكر التدريبي — لوحة التحكم');
  expect(
    sent.filter((request) => request.path.startsWith('/admin/')).every((request) => request.headers.get('Accept-Language') === 'ar'),
  ).toBe(true);
});

test('an application in Arabic: labels of the Arabic definition, answers in their own direction, history in Arabic', async () => {
  stubApi(({ path }) => {
    if (path === '/admin/session') return session('reviewer');
    if (path === '/form-steps/bootcamp') return { body: { data: bilingualForm } };
    if (path === '/admin/forms/bootcamp/versions/1') return { body: { data: bilingualForm } };
    if (path === '/admin/applications') return { body: { data: [], total: 0 } };
    if (path === '/admin/applications/bootcamp/11') {
      return {
        body: {
          data: {
            kind: 'bootcamp',
            id: 11,
            name: 'Omar Khaled',
            email: 'omar@example.org',
            status: 'submitted',
            moves: ['accepted', 'waitlisted', 'rejected'],
            submittedAt: '2025-09-10T09:00:00.000Z',
            formVersion: 1,
            answers: { name_ar: 'عمر خالد', name_en: 'Omar Khaled' },
            history: [{ from: null, to: 'submitted', by: 'applicant', note: null, at: '2025-09-10T09:00:00.000Z' }],
            emails: [],
            checkIns: [],
          },
        },
      };
    }
  });
  renderConsole('/ar/admin/applications/bootcamp/11');

  const answers = await screen.findByRole('region', { name: 'الإجابات' });
  expect(await within(answers).findByText('الاسم الكامل بالعربية')).toBeInTheDocument();
  expect(within(answers).getByText('عمر خالد')).toHaveAttribute('dir', 'auto');
  const decision = screen.getByRole('region', { name: 'القرار' });
  expect(within(decision).getByRole('button', { name: 'قبول' })).toBeInTheDocument();
  expect(within(decision).getByText('مُقدَّم')).toBeInTheDocument();
  const history = screen.getByRole('region', { name: 'السجل' });
  expect(within(history).getByRole('cell', { name: 'مقدّم الطلب' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'العودة إلى طلبات المعسكر التدريبي' })).toBeInTheDocument();
});

test('the overview counts in Egyptian digits and describes its chart in Arabic', async () => {
  const zeros = { submitted: 0, accepted: 0, waitlisted: 0, rejected: 0, withdrawn: 0, confirmed: 0, declined: 0, checked_in: 0 };
  stubApi(({ path, search }) => {
    if (path === '/admin/session') return session('reviewer');
    if (path === '/admin/stats') {
      const stats = {
        kind: search.get('kind'),
        total: 12,
        byStatus: { ...zeros, submitted: 7, accepted: 5 },
        perDay: [{ day: '2025-09-16', count: 12 }],
        breakdowns: [],
      };
      return { body: { data: stats } };
    }
  });
  renderConsole('/ar/admin');
  const bootcamp = await screen.findByRole('region', { name: 'المعسكر التدريبي' });
  expect(await within(bootcamp).findByRole('link', { name: '٧ مُقدَّم' })).toHaveAttribute(
    'href',
    '/ar/admin/applications/bootcamp?status=submitted',
  );
  expect(within(bootcamp).getByRole('link', { name: '١٢ طلبًا' })).toBeInTheDocument();
  expect(
    within(bootcamp).getByRole('img', { name: /^مخطط أعمدة للطلبات المقدَّمة يوميًّا في المعسكر التدريبي.*١٢ إجمالًا/ }),
  ).toBeInTheDocument();
  expect(within(bootcamp).getByRole('rowheader', { name: 'الثلاثاء، ١٦ سبتمبر ٢٠٢٥' })).toBeInTheDocument();
});

test('the forms page previews a version in either language and compares versions in Arabic', async () => {
  const version = (labels: string[]) => ({
    id: 'volunteer',
    title: { en: 'Volunteer', ar: 'التطوع' },
    steps: [
      {
        title: 'You',
        fields: labels.map((label, index) => ({ name: `f${index}`, label: { en: `Field ${index}`, ar: label }, type: 'text' })),
      },
    ],
  });
  const published = [
    { version: 2, publishedAt: '2025-09-02T10:00:00.000Z' },
    { version: 1, publishedAt: '2025-08-20T10:00:00.000Z' },
  ];
  stubApi(({ path }) => {
    if (path === '/admin/session') return session('admin');
    if (path === '/admin/forms')
      return {
        body: { data: [{ formId: 'volunteer', title: 'التطوع', version: 2, publishedAt: published[0]!.publishedAt, versions: published }] },
      };
    if (path === '/admin/forms/volunteer/versions/1') return { body: { data: version(['الاسم']) } };
    if (path === '/admin/forms/volunteer/versions/2') return { body: { data: version(['الاسم', 'رقم الهاتف']) } };
  });
  renderConsole('/ar/admin/forms');
  const table = await screen.findByRole('table', { name: 'إصدارات التطوع، الأحدث أولًا' });
  expect(within(table).getByRole('link', { name: 'فتح في المعاينة الإصدار ٢ من التطوع' })).toHaveAttribute(
    'href',
    '/ar/forms/preview?form=volunteer&version=2',
  );
  expect(within(table).getByRole('link', { name: 'المعاينة بالإنجليزية الإصدار ٢ من التطوع' })).toHaveAttribute(
    'href',
    '/forms/preview?form=volunteer&version=2',
  );
  await userEvent.click(screen.getByRole('button', { name: 'قارن إصدارات التطوع' }));
  expect(await screen.findByText('من الإصدار ١ إلى الإصدار ٢: أُضيف حقل واحد، وحُذف ٠، وتغيّر ٠.')).toBeInTheDocument();
  const added = screen.getByRole('heading', { name: 'الحقول المضافة' }).nextElementSibling as HTMLElement;
  expect(added).toHaveTextContent('رقم الهاتف (f1, text)'); // the Arabic label of the definition, checked in Arabic
});

test('the door names what a person came for in Arabic, keeping the team’s own name', () => {
  expect(kindWords('bootcamp', undefined, 'ar')).toBe('المعسكر التدريبي');
  expect(kindWords('hackathon', 'Orbiters', 'ar')).toBe('فريق Orbiters');
});

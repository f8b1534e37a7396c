import { cairoDateTime } from '../assistants/cairo-dates';
import { SOURCE_LANGUAGE, type Language } from '../../src/lib/i18n/languages';
import { mailDeadline } from '../mail/mail-dates';
import type { Kind } from './kinds';
import type { Status } from './statuses';

type Role = 'applicant' | 'leader' | 'member';

/** The sentences of the private page by status; `by` is " before <deadline>" or empty. */
interface NextStepWords {
  before: (iso: string) => string;
  acceptedBootcamp: (by: string) => string;
  acceptedMember: string;
  acceptedOther: (by: string, team: boolean) => string;
  steps: Record<Exclude<Status, 'accepted'>, string>;
}

const WORDS: Record<Language, NextStepWords> = {
  en: {
    before: (iso) => ` before ${cairoDateTime(iso)} (Cairo time)`,
    acceptedBootcamp: (by) => `Confirm your seat by choosing a time slot${by}. Seats are limited.`,
    acceptedMember: 'Your team leader confirms your team\u2019s place. You will get your check-in code by e-mail then.',
    acceptedOther: (by, team) => `Confirm your place${team ? ' for the whole team' : ''} with the button below${by}.`,
    steps: {
      submitted: 'Organisers are reviewing applications. We will e-mail you as soon as they decide.',
      waitlisted: 'You are on the waiting list. We will e-mail you if a place opens.',
      rejected: 'There is nothing more to do. Thank you for applying, and we hope to see you at a future edition.',
      withdrawn: 'You withdrew your application. There is nothing more to do.',
      declined: 'You declined your place. There is nothing more to do.',
      confirmed: 'Bring your check-in code (below, also in your e-mail) and your national ID on the day.',
      checked_in: 'You are checked in. Enjoy the event!',
    },
  },
  ar: {
    before: (iso) => ` قبل ${mailDeadline(iso, 'ar')} (بتوقيت القاهرة)`,
    acceptedBootcamp: (by) => `أكِّد مقعدك باختيار فترة زمنية${by}. المقاعد محدودة.`,
    acceptedMember: 'يؤكّد قائد فريقك مشاركة الفريق، وسيصلك رمز تسجيل الحضور حينها عبر البريد الإلكتروني.',
    acceptedOther: (by, team) => `أكِّد مكانك${team ? ' للفريق كله' : ''} بالزر أدناه${by}.`,
    steps: {
      submitted: 'يراجع المنظمون الطلبات الآن، وسنراسلك فور اتخاذ قرارهم.',
      waitlisted: 'أنت على قائمة الانتظار، وسنراسلك إذا شغر مكان.',
      rejected: 'لا يوجد ما تفعله بعد الآن. شكرًا لتقدّمك، ونأمل أن نراك في دورة قادمة.',
      withdrawn: 'لقد سحبت طلبك، ولا يوجد ما تفعله بعد الآن.',
      declined: 'لقد اعتذرت عن مكانك، ولا يوجد ما تفعله بعد الآن.',
      confirmed: 'أحضر رمز تسجيل الحضور (أدناه، وفي بريدك الإلكتروني أيضًا) وبطاقة الرقم القومي يوم الفعالية.',
      checked_in: 'تم تسجيل حضورك. استمتع بالفعالية!',
    },
  },
};

/** What the applicant does next, in plain words in the page's language, for the private page. */
export function nextStepOf(kind: Kind, role: Role, status: Status, deadline?: string, language: Language = SOURCE_LANGUAGE): string {
  const words = WORDS[language];
  if (status !== 'accepted') return words.steps[status];
  const by = deadline ? words.before(deadline) : '';
  if (kind === 'bootcamp') return words.acceptedBootcamp(by);
  if (role === 'member') return words.acceptedMember;
  return words.acceptedOther(by, kind === 'hackathon');
}

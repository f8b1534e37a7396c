import type { Language } from '../../src/lib/i18n/languages';
import { cairoDateTime } from '../assistants/cairo-dates';
import { mailDeadline } from '../mail/mail-dates';

interface SeatWords {
  /** Why an application in this status has no seat to confirm. */
  notAccepted: Record<string, string>;
  noSeat: string;
  noMatch: string;
  deadlinePassed: (iso: string) => string;
}

/** What a refused bootcamp confirmation says, in the request's language. */
export const SEAT_REFUSALS: Record<Language, SeatWords> = {
  en: {
    notAccepted: {
      submitted: 'Your application has not been accepted yet, so there is no seat to confirm. We will e-mail you when organisers decide.',
      waitlisted: 'You are on the waiting list, so there is no seat to confirm yet. We will e-mail you if a place opens.',
      rejected: 'Your application was not accepted this time, so there is no seat to confirm.',
      withdrawn: 'You withdrew your application, so there is no seat to confirm.',
      declined: 'You declined your place, so there is no seat to confirm.',
    },
    noSeat: 'There is no seat to confirm for this application.',
    noMatch:
      'We found no bootcamp application with this e-mail address and national ID. Use the e-mail address and national ID you applied with.',
    deadlinePassed: (iso) => `The deadline to confirm was ${cairoDateTime(iso)} (Cairo time).`,
  },
  ar: {
    notAccepted: {
      submitted: 'لم يُقبل طلبك بعد، لذا لا يوجد مقعد لتأكيده. سنراسلك حين يتخذ المنظمون قرارهم.',
      waitlisted: 'أنت على قائمة الانتظار، لذا لا يوجد مقعد لتأكيده بعد. سنراسلك إذا شغر مكان.',
      rejected: 'لم يُقبل طلبك هذه المرة، لذا لا يوجد مقعد لتأكيده.',
      withdrawn: 'لقد سحبت طلبك، لذا لا يوجد مقعد لتأكيده.',
      declined: 'لقد اعتذرت عن مكانك، لذا لا يوجد مقعد لتأكيده.',
    },
    noSeat: 'لا يوجد مقعد لتأكيده في هذا الطلب.',
    noMatch:
      'لم نجد طلبًا للمعسكر التدريبي بهذا البريد الإلكتروني والرقم القومي. استخدم البريد الإلكتروني والرقم القومي اللذين قدّمت بهما طلبك.',
    deadlinePassed: (iso) => `انتهى موعد التأكيد يوم ${mailDeadline(iso, 'ar')} (بتوقيت القاهرة).`,
  },
};

import { nextStepOf } from '../lifecycle/next-step';
import type { EventSettings } from '../settings/settings';
import { CAIRO_DATES } from './cairo-dates';
import type { KnowledgeEntry, Source } from './knowledge-entry';

const APPLICATION_PAGE: Source = { title: 'صفحة طلبك (رابطها في رسائلك الإلكترونية)' };

/** What to bring and when to confirm, in the words of the Arabic application page: lifecycleAnswers' answers, same ids. */
export function arabicLifecycleAnswers(settings: EventSettings): KnowledgeEntry[] {
  const deadline = settings.confirmationDeadline;
  const by = deadline ? ` قبل ${CAIRO_DATES.ar.dateTime(deadline)} (بتوقيت القاهرة)` : '';
  return [
    {
      id: 'what-to-bring',
      question: 'ماذا أحضر معي يوم الفعالية؟',
      answer:
        `بعد تأكيد مقعدك تقول صفحة طلبك: «${nextStepOf('hackathon', 'leader', 'confirmed', undefined, 'ar')}» ` +
        'وفي رسالة التأكيد الرمز نفسه: اعرضه عند المدخل على هاتفك أو مطبوعًا.',
      keywords: 'أحضر أجيب معي معايا أحتاج يوم الفعالية الهاكاثون المعسكر المدخل رمز بطاقة hackathon bootcamp',
      source: APPLICATION_PAGE,
    },
    {
      id: 'confirm-seat',
      question: 'متى وكيف أؤكد مقعدي بعد قبولي؟',
      answer:
        `في المعسكر: «${nextStepOf('bootcamp', 'applicant', 'accepted', deadline, 'ar')}» ` +
        `أما في الهاكاثون فيؤكد قائد الفريق مكان الفريق كله من صفحة طلبه${by}؛ ` +
        `وتقول صفحة كل عضو: «${nextStepOf('hackathon', 'member', 'accepted', undefined, 'ar')}»`,
      keywords: 'تأكيد أؤكد أأكد مقعد مكان قبول قبولي مقبول آخر موعد حتى',
      source: APPLICATION_PAGE,
    },
  ];
}

import { venueIn } from '../../src/lib/event/event-words';
import { eventDates } from '../../src/lib/event/event-facts';
import type { EventSettings } from '../settings/settings';
import { CAIRO_DATES } from './cairo-dates';
import { ARABIC_PAGES, type KnowledgeEntry, type Source } from './knowledge-entry';

const dates = CAIRO_DATES.ar;
const arabicDigits = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

const entry = (id: string, question: string, keywords: string, answer: string, source: Source = ARABIC_PAGES.home) => ({
  id,
  question,
  answer,
  keywords,
  source,
});

/** The event's dates and places in Arabic, from the settings (the same facts as eventFacts, with the same ids). */
function dateFacts(settings: EventSettings): KnowledgeEntry[] {
  const { openBootcampDate, closedBootcampDate } = settings.bootcamp;
  const { openHackathonDate, closedHackathonDate } = settings.hackathon;
  const bootcamp = settings.bootcampDay;
  const hackathon = settings.hackathonDays;
  const venue = { bootcamp: venueIn(settings.venue.bootcamp, 'ar'), hackathon: venueIn(settings.venue.hackathon, 'ar') };
  const bootcampDay = dates.day(bootcamp.start);
  const hackathonStart = `${dates.day(hackathon.start)} الساعة ${dates.time(hackathon.start)}`;
  const edition = arabicDigits(String(settings.edition));
  return [
    entry(
      'bootcamp-deadline',
      'ما آخر موعد للتقديم في المعسكر؟ متى يبدأ التقديم في المعسكر؟',
      'آخر موعد التقديم التسجيل يغلق يفتح حتى bootcamp',
      `يبدأ التقديم في المعسكر يوم ${dates.dateTime(openBootcampDate)} ويُغلق يوم ${dates.dateTime(closedBootcampDate)} (بتوقيت القاهرة).`,
      ARABIC_PAGES.bootcamp,
    ),
    entry(
      'hackathon-deadline',
      'ما آخر موعد لتسجيل الفرق في الهاكاثون؟ متى يبدأ تسجيل الفرق؟',
      'آخر موعد التسجيل يغلق يفتح حتى فريق الفريق hackathon',
      `يبدأ تسجيل الفرق في الهاكاثون يوم ${dates.dateTime(openHackathonDate)} ويُغلق يوم ${dates.dateTime(closedHackathonDate)} (بتوقيت القاهرة).`,
    ),
    entry(
      'hackathon-date',
      'متى الهاكاثون؟ متى يبدأ؟',
      'موعد تاريخ يوم أيام الساعة يبدأ hackathon',
      `يبدأ هاكاثون ${edition} يوم ${hackathonStart} ويستمر حتى ${dates.day(hackathon.end)}، في ${venue.hackathon}.`,
    ),
    entry(
      'bootcamp-date',
      'متى المعسكر؟ في أي ساعة يبدأ المعسكر؟',
      'موعد تاريخ يوم الساعة مواعيد يبدأ bootcamp',
      `يُقام المعسكر يوم ${bootcampDay}، ${dates.hours(bootcamp)}، في ${venue.bootcamp}.`,
      ARABIC_PAGES.bootcamp,
    ),
    entry(
      'bootcamp-venue',
      'أين يُقام المعسكر؟',
      'مكان مقر عنوان موقع مدينة جامعة bootcamp',
      `يُقام المعسكر في ${venue.bootcamp}، يوم ${bootcampDay}.`,
      ARABIC_PAGES.bootcamp,
    ),
    entry(
      'hackathon-venue',
      'أين يُقام الهاكاثون؟',
      'مكان مقر عنوان موقع مدينة جامعة الفعالية hackathon',
      `يُقام الهاكاثون في ${venue.hackathon}، ويبدأ يوم ${hackathonStart}؛ أما المعسكر ففي ${venue.bootcamp}.`,
    ),
    entry(
      'rule-female-overnight',
      'هل يمكن للمشاركات المبيت في الحرم الجامعي؟',
      'بنات فتيات سيدات مبيت ليل نوم البقاء مغادرة عودة',
      eventDates(settings, 'ar').overnightRule,
      ARABIC_PAGES.faq,
    ),
  ];
}

/** Every fact the settings and option lists give the assistant, in Arabic. */
export function arabicEventFacts(settings: EventSettings, workshops: string[] = []): KnowledgeEntry[] {
  const facts: KnowledgeEntry[] = [
    ...dateFacts(settings),
    entry(
      'contact',
      'كيف أتواصل مع المنظمين؟',
      'تواصل اتصال بريد إيميل المنظمين مساعدة دعم سؤال',
      `راسل المنظمين على ${settings.contactEmail}.`,
      ARABIC_PAGES.contact,
    ),
  ];
  if (workshops.length > 0) {
    facts.push(
      entry(
        'workshops',
        'ما ورش العمل المتاحة في المعسكر؟',
        'ورش ورشة جلسات دورات موضوعات قائمة',
        `ورش عمل المعسكر هي: ${workshops.join('؛ ')}. المقاعد محدودة، لذلك ترتّب ثلاث ورش في طلبك.`,
        { title: 'استمارة التقديم في المعسكر', link: '/bootcamp-registration' },
      ),
    );
  }
  return facts;
}

import type { EventSettings } from './default-event';
import { eventDates } from './event-facts';
import { EVENT_WORDS, inProse, venueIn } from './event-words';
import type { FaqItem } from './faq-items';

/** The F.A.Q. in Arabic: the English items (faq-items-en.ts) one for one, in the same order. */
export function arabicFaq(settings: EventSettings): FaqItem[] {
  const dates = eventDates(settings, 'ar');
  const venue = { bootcamp: venueIn(settings.venue.bootcamp, 'ar'), hackathon: venueIn(settings.venue.hackathon, 'ar') };
  return [
    {
      question: 'متى وأين يُقام الهاكاثون؟',
      answer: [
        `يُقام في ${dates.hackathonDays}، ويبدأ الساعة ${dates.hackathonStart}، في ${venue.hackathon}. ` +
          `ويُغلق نموذج تسجيل الفرق يوم ${dates.hackathonDeadline}.`,
      ],
    },
    {
      question: 'ما المعسكر التدريبي (Bootcamp) وما موعده؟',
      answer: [
        `فعالية ليوم واحد يوم ${dates.bootcampDay}، من ${dates.bootcampHours}، في ${venue.bootcamp}: ${inProse(EVENT_WORDS.ar.benefits, 'ar')}.`,
        `يُغلق باب التقديم يوم ${dates.bootcampDeadline}. ` +
          'تحتاج ورش العمل إلى حجز مسبق والمقاعد محدودة؛ ترتّب ثلاث ورش حسب أفضليتك، ونؤكد لك مقاعدك عبر البريد الإلكتروني.',
      ],
    },
    {
      question: 'كم عدد أعضاء الفريق؟',
      answer: [
        'من عضو واحد إلى ستة أعضاء. الفريق المشارك حضوريًا يكون في موقع الحدث عضو واحد منه على الأقل وخمسة على الأكثر (ويشارك العضو السادس عن بُعد)، أما الفريق الافتراضي فيشارك عبر الإنترنت.',
        'يجب أن يساوي عدد الأعضاء الذين تضيفهم عدد أعضاء الفريق الذي تختاره في النموذج.',
      ],
    },
    {
      question: 'ما المطلوب لتسجيل فريق؟',
      answer: [
        'يرفع كل عضو صورة بطاقة الرقم القومي (أو شهادة الميلاد لمن هم دون السادسة عشرة).',
        'صورة الفريق مطلوبة.',
        'مقترح المشروع وفيديو، كلاهما على رابط عام على الإنترنت؛ ولا تزيد مدة الفيديو على ٣ دقائق.',
      ],
      list: true,
    },
    {
      question: 'ما قواعد المشاريع والتحديات؟',
      answer: [
        'تُستبعد المشاريع التي أُنجزت من قبل.',
        'قد يؤدي اسم الفريق غير اللائق إلى الاستبعاد.',
        'تحدي «أنشئ تحديك الخاص» (Create your own Challenge) لا يدخل التحكيم العالمي.',
        'نوع الحل النهائي الذي تختاره (تطبيق للهاتف، أو موقع إلكتروني، أو لعبة، أو نموذج ذكاء اصطناعي/تعلم آلي، أو فيديو، أو عمل فني) يحدد لجنة التحكيم.',
      ],
      list: true,
    },
    {
      question: 'هل يمكن للمشاركات المبيت في موقع الحدث؟',
      answer: [dates.overnightRule],
    },
    {
      question: 'هل يمكنني تعديل طلبي بعد إرساله؟',
      answer: [
        'لا. لا يمكن تعديل الطلبات بعد إرسالها، لذا راجع كل إجاباتك قبل الإرسال. وإن وجدت خطأً فتواصل مع المنظمين عبر البريد الإلكتروني.',
      ],
    },
    {
      question: 'نريد المشاركة عن بُعد، فهل هذا ممكن؟',
      answer: [
        'نعم: اختر «افتراضي» طريقةً للمشاركة. ويمكن للفريق الذي يختار «حضوري» أن يذكر أيضًا ما إذا كان يقبل المشاركة عبر الإنترنت إن كانت الأماكن في الموقع محدودة.',
      ],
    },
  ];
}

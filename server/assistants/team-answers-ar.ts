import type { FieldDef, FormDefinition } from '../../src/engine/index';
import type { EventSettings } from '../settings/settings';
import { CAIRO_DATES } from './cairo-dates';
import { fieldOf, formSource, proseOf, type FormsById } from './form-sources';
import type { KnowledgeEntry } from './knowledge-entry';

const dateTime = CAIRO_DATES.ar.dateTime;
const count = (steps: unknown[]) => steps.length.toLocaleString('ar-EG');

/** "«أ»، «ب» و«ج»": Arabic joins the last item with و, written onto it. */
export function arabicList(items: string[], last = 'و'): string {
  const quoted = items.map((item) => `«${item}»`);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join('، ')} ${last}${quoted.at(-1)}`;
}

/** The first thing /ar/register says ('entry.intro' of src/locales/ar/forms.json; a test holds them equal). */
export const ARABIC_REGISTER_ENTRY = 'يملأ قائد الفريق استمارة التسجيل عن الفريق كله.';

/** How a team registers, in Arabic (the same answer as teamAnswers' 'register-team'). */
function registerTeam(form: FormDefinition, settings: EventSettings): KnowledgeEntry {
  const methods = fieldOf(form, 'participation_method_id')?.options.map((option) => option.label) ?? [];
  const membersStep = form.steps.find((step) => step.fields.some((field) => field.componentName));
  const notice = form.steps.find((step) => step.notice)?.notice;
  const answer = [
    `${ARABIC_REGISTER_ENTRY} سجّل فريقك من /register قبل ${dateTime(settings.hackathon.closedHackathonDate)} (بتوقيت القاهرة).`,
    `يكتب قائد الفريق أولًا بريده الإلكتروني ورقمه القومي أو رقم جواز سفره` +
      `${methods.length > 0 ? ` ويختار طريقة مشاركة الفريق (${arabicList(methods, 'أو ')})` : ''}.`,
    `ثم تمر الاستمارة بـ${count(form.steps)} خطوات: ${arabicList(form.steps.map((step) => step.title))}.`,
    membersStep ? proseOf(membersStep.description) : '',
    notice ?? '',
  ];
  return {
    id: 'register-team',
    question: 'كيف أسجّل فريقي في الهاكاثون؟ ما خطوات التسجيل؟',
    answer: answer.filter(Boolean).join(' '),
    keywords: 'تسجيل أسجل سجل التقديم فريق خطوات طريقة كيف استمارة انضمام مشاركة register hackathon',
    source: formSource('hackathon-team', form, 'ar'),
  };
}

/** How to apply to the bootcamp, in Arabic. */
function applyToBootcamp(form: FormDefinition, settings: EventSettings): KnowledgeEntry {
  return {
    id: 'apply-bootcamp',
    question: 'كيف أقدّم في المعسكر؟',
    answer:
      `قدّم من /bootcamp-registration قبل ${dateTime(settings.bootcamp.closedBootcampDate)} (بتوقيت القاهرة). ` +
      `وللاستمارة ${count(form.steps)} خطوات: ${arabicList(form.steps.map((step) => step.title))}.`,
    keywords: 'تقديم أقدم قدم تسجيل أسجل خطوات طريقة كيف استمارة انضمام المعسكر bootcamp',
    source: formSource('bootcamp', form, 'ar'),
  };
}

/** Whether one person can be a team, from the team sizes the form offers, in Arabic. */
function soloTeam(form: FormDefinition): KnowledgeEntry | undefined {
  const size = fieldOf(form, 'members_count');
  const sizes = (size?.options ?? []).map((option) => Number(option.value)).filter(Number.isInteger);
  if (!size || sizes.length === 0) return undefined;
  const [min, max] = [Math.min(...sizes), Math.max(...sizes)].map((count) => count.toLocaleString('ar-EG'));
  const answer =
    Math.min(...sizes) <= 1
      ? `نعم. يضم الفريق من ${min} إلى ${max} أعضاء، فيمكنك التسجيل فريقًا من شخص واحد: ` +
        `اختر ١ في «${size.label}» وأضف نفسك عضوًا وحيدًا وقائدًا للفريق.`
      : `لا. يضم الفريق من ${min} إلى ${max} أعضاء.`;
  return {
    id: 'solo-team',
    question: 'هل يمكنني التسجيل وحدي، فريقًا من شخص واحد؟',
    answer,
    keywords: 'وحدي لوحدي بمفردي فردي شخص واحد بدون فريق',
    source: formSource('hackathon-team', form, 'ar'),
  };
}

/** The label of the option whose English label matches, found by its value: which choice is the virtual one. */
function optionLike(field: FieldDef, englishField: FieldDef | undefined, pattern: RegExp): string | undefined {
  const value = englishField?.options.find((option) => pattern.test(option.label))?.value;
  return field.options.find((option) => option.value === value)?.label;
}

/** Taking part online, in Arabic: the participation methods the form offers, the on-site limits, full places. */
function online(form: FormDefinition, english: FormDefinition | undefined): KnowledgeEntry | undefined {
  const method = fieldOf(form, 'participation_method_id');
  if (!method || method.options.length === 0) return undefined;
  const labels = method.options.map((option) => option.label);
  const englishMethod = fieldOf(english, 'participation_method_id');
  const virtual = optionLike(method, englishMethod, /virtual|online|remote/i);
  const onSite = optionLike(method, englishMethod, /site|person/i);
  const capacity = fieldOf(form, 'limited_capacity');
  const answer = [
    virtual
      ? `نعم، يمكنكم المشاركة عن بُعد: عند التسجيل اختاروا «${virtual}» في «${method.label}» (${arabicList(labels, 'أو ')}).`
      : `لا تتيح الاستمارة إلا طرق المشاركة هذه: ${arabicList(labels, 'أو ')}.`,
    method.desc ?? '',
    onSite && capacity?.desc ? `وإذا اخترتم «${onSite}» تسألكم الاستمارة «${capacity.label}»: ${capacity.desc}` : '',
  ];
  return {
    id: 'online',
    question: 'هل يمكننا المشاركة أونلاين أو عن بُعد بدلًا من الحضور؟',
    answer: answer.filter(Boolean).join(' '),
    keywords: 'أونلاين افتراضي عن بعد البيت المنزل حضوري الحضور hackathon',
    source: formSource('hackathon-team', form, 'ar'),
  };
}

/** How many seats there are, in Arabic: the site gives no number, only that they are limited and when they are confirmed. */
function seats(bootcamp: FormDefinition, team: FormDefinition | undefined, settings: EventSettings): KnowledgeEntry | undefined {
  const workshops = bootcamp.steps.find((step) => step.fields.some((field) => field.name === 'first_priority_id'));
  if (!workshops?.description) return undefined;
  const capacity = fieldOf(team, 'limited_capacity')?.desc;
  const deadline = settings.confirmationDeadline;
  const answer = [
    'لا يذكر الموقع عدد المقاعد، بل إنها محدودة فقط.',
    `في المعسكر: ${proseOf(workshops.description)}`,
    deadline ? `وإذا قُبلت فأكّد مقعدك قبل ${dateTime(deadline)} (بتوقيت القاهرة).` : '',
    capacity ? `في الهاكاثون: ${capacity}` : '',
  ];
  return {
    id: 'seats',
    question: 'كم عدد المقاعد؟ هل المقاعد محدودة؟',
    answer: answer.filter(Boolean).join(' '),
    keywords: 'مقاعد مقعد أماكن سعة محدودة عدد كام متاحة حجز ممتلئة',
    source: formSource('bootcamp', bootcamp, 'ar'),
  };
}

/**
 * The answers to the questions applicants ask most, in Arabic, from the live forms in Arabic and the settings;
 * `english` (the same forms in English) tells which choice is which.
 */
export function arabicTeamAnswers(forms: FormsById, settings: EventSettings, english: FormsById = forms): KnowledgeEntry[] {
  const team = forms['hackathon-team'];
  const bootcamp = forms.bootcamp;
  return [
    team && registerTeam(team, settings),
    bootcamp && applyToBootcamp(bootcamp, settings),
    team && soloTeam(team),
    team && online(team, english['hackathon-team']),
    bootcamp && seats(bootcamp, team, settings),
  ].filter((entry): entry is KnowledgeEntry => Boolean(entry));
}

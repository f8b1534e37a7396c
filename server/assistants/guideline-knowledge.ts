import type { FormDefinition, StepDef } from '../../src/engine/index';
import { eventDates } from '../../src/lib/event/event-facts';
import type { Language } from '../../src/lib/i18n/languages';
import type { EventSettings } from '../settings/settings';
import { fieldOf, isDated, paragraphsOf, stepSource } from './form-sources';
import type { KnowledgeEntry, Source } from './knowledge-entry';
import { arabicList } from './team-answers-ar';

const FORM_ID = 'hackathon-team';

interface Cue {
  /** Matched against the English note: the Arabic note at the same place is its translation. */
  match: RegExp;
  id: string;
  asked: Record<Language, { question: string; keywords: string }>;
}

const cue = (match: RegExp, id: string, en: [string, string], ar: [string, string]): Cue => ({
  match,
  id,
  asked: { en: { question: en[0], keywords: en[1] }, ar: { question: ar[0], keywords: ar[1] } },
});

// How applicants ask about each important note; the answer is always the note's own words.
const NOTE_CUES: Cue[] = [
  cue(
    /national id/i,
    'rule-national-id',
    ['Does every member need to upload a national ID?', 'identity document card birth certificate'],
    ['هل يجب على كل عضو رفع بطاقة الرقم القومي؟', 'بطاقة هوية رقم قومي شهادة ميلاد مستند'],
  ),
  cue(
    /\b\d+ to \d+ members\b/i,
    'rule-team-size',
    ['How many members can a team have?', 'team size people number maximum minimum'],
    ['كم عدد أعضاء الفريق؟', 'حجم الفريق أعضاء عدد أقصى أدنى كام'],
  ),
  cue(
    /on site/i,
    'rule-on-site',
    ['How many team members can attend on site?', 'onsite attend venue limit'],
    ['كم عضوًا يحضر في موقع الحدث؟', 'حضوري حضور المكان حد'],
  ),
  cue(/team photo/i, 'rule-team-photo', ['Is a team photo required?', 'picture image upload'], ['هل صورة الفريق مطلوبة؟', 'صورة رفع']),
  cue(
    /finished/i,
    'rule-finished-projects',
    ['Can we submit a project we finished before?', 'old existing previous made before last year'],
    ['هل يمكن تقديم مشروع أنجزناه من قبل؟', 'قديم سابق منجز العام الماضي'],
  ),
  cue(/team name/i, 'rule-team-names', ['Are there rules for team names?', 'name'], ['هل توجد قواعد لاسم الفريق؟', 'اسم']),
  cue(
    /public/i,
    'rule-public-links',
    ['Must the photo and video links be public?', 'url link public share access'],
    ['هل يجب أن تكون روابط الصورة والفيديو عامة؟', 'رابط روابط عام مشاركة وصول'],
  ),
  cue(
    /global judging/i,
    'rule-own-challenge',
    ["Is 'Create your own Challenge' judged globally?", 'own challenge global judging nominee'],
    ['هل يدخل «أنشئ تحديك الخاص» التحكيم العالمي؟', 'تحدي خاص تحكيم عالمي ترشيح'],
  ),
  cue(
    /judging panel/i,
    'rule-solution-panel',
    ['What decides the judging panel?', 'judge jury solution type category'],
    ['ما الذي يحدد لجنة التحكيم؟', 'حكام تحكيم لجنة نوع الحل فئة'],
  ),
  cue(
    /\bminutes?\b/i,
    'rule-video-length',
    ['How long can the project video be?', 'video length duration minutes maximum long'],
    ['كم مدة فيديو المشروع؟', 'فيديو مدة طول دقائق أقصى'],
  ),
];

const LINK_CUES: { match: RegExp; keywords: Record<Language, string> }[] = [
  { match: /challenge/i, keywords: { en: 'challenges list problems topics', ar: 'تحديات قائمة مشكلات موضوعات' } },
  { match: /template/i, keywords: { en: 'template proposal', ar: 'قالب نموذج مقترح' } },
  { match: /guidebook/i, keywords: { en: 'guidebook guide handbook manual participants', ar: 'دليل المشاركين كتيب' } },
  { match: /guideline/i, keywords: { en: 'guidelines guide instructions rules', ar: 'إرشادات تعليمات قواعد' } },
];

/** The sentences around the guideline's own words, in each language. */
const WORDS = {
  en: {
    findLink: (label: string) => `Where can I find the ${label}?`,
    linkKeywords: 'link document',
    readBefore: 'Which documents should I read before I register?',
    readBeforeAnswer: (all: string) => `Read these before you start: ${all}.`,
    readBeforeKeywords: 'documents resources links guidelines read before',
    choose: (count: number, label: string) =>
      ` When you register, you choose ${count > 0 ? `one of the ${count} challenges` : 'your challenge'} in the "${label}" list.`,
    challenges: 'Where can I see the challenges? Which challenges are there?',
    challengesAnswer: (href: string) => `The challenges are published on the international organisers' site: ${href}.`,
    challengesKeywords: 'challenges list problems topics tracks choose pick available',
    rules: 'What are the rules of the hackathon?',
    rulesAnswer: (notes: string) => `The important notes: ${notes}`,
    rulesKeywords: 'rules regulations conditions requirements important notes',
    noticeKeywords: 'edit change after submit submission',
    noteKeywords: 'rule',
  },
  ar: {
    findLink: (label: string) => `أين أجد ${label}؟`,
    linkKeywords: 'رابط مستند',
    readBefore: 'ما المستندات التي أقرؤها قبل التسجيل؟',
    readBeforeAnswer: (all: string) => `اقرأ هذه قبل أن تبدأ: ${all}.`,
    readBeforeKeywords: 'مستندات مصادر روابط إرشادات أقرأ قبل',
    choose: (count: number, label: string) =>
      ` عند التسجيل تختار ${count > 0 ? `واحدًا من ${count.toLocaleString('ar-EG')} تحديًا` : 'تحديك'} من قائمة ${arabicList([label])}.`,
    challenges: 'أين أجد التحديات؟ ما التحديات المتاحة؟',
    challengesAnswer: (href: string) => `التحديات منشورة على موقع المنظمين الدوليين: ${href}.`,
    challengesKeywords: 'تحديات قائمة مشكلات موضوعات مسارات أختار متاحة',
    rules: 'ما قواعد الهاكاثون؟',
    rulesAnswer: (notes: string) => `الملاحظات المهمة: ${notes}`,
    rulesKeywords: 'قواعد لوائح شروط متطلبات ملاحظات مهمة hackathon',
    noticeKeywords: 'تعديل تغيير بعد الإرسال',
    noteKeywords: 'قاعدة',
  },
} satisfies Record<Language, unknown>;

/** The guideline's important notes without the dated ones (the settings say dates), with their English wording. */
function undatedNotes(step: StepDef, englishStep: StepDef | undefined): { note: string; english?: string }[] {
  // A translation has the same paragraphs in the same order: the English one at the same place names the note.
  const english = paragraphsOf(englishStep?.description);
  return paragraphsOf(step.description)
    .map((paragraph, index) => ({ ...paragraph, english: english[index]?.text }))
    .filter((paragraph) => paragraph.bullet && !isDated(paragraph.text) && !isDated(paragraph.english ?? ''))
    .map((paragraph) => ({ note: paragraph.text, english: paragraph.english }));
}

function noteEntry(note: string, index: number, english: string | undefined, source: Source, language: Language): KnowledgeEntry {
  const found = NOTE_CUES.find((candidate) => candidate.match.test(english ?? note));
  if (!found) return { id: `note-${index + 1}`, question: note, answer: note, keywords: WORDS[language].noteKeywords, source };
  return { id: found.id, ...found.asked[language], answer: note, source };
}

function linkEntries(step: StepDef, englishStep: StepDef | undefined, form: FormDefinition, source: Source, language: Language) {
  const words = WORDS[language];
  // A link is known by its English label: the Arabic link at the same place is its translation.
  const englishLabel = (index: number) => englishStep?.links[index]?.label ?? step.links[index]?.label ?? '';
  const links: KnowledgeEntry[] = step.links.map((link, index) => ({
    id: `link-${index + 1}`,
    question: words.findLink(link.label),
    answer: `${link.label}: ${link.href}`,
    keywords: LINK_CUES.find((cue) => cue.match.test(englishLabel(index)))?.keywords[language] ?? words.linkKeywords,
    source,
  }));
  if (step.links.length === 0) return [];
  const all = step.links.map((link) => `${link.label}: ${link.href}`).join('; ');
  links.push({
    id: 'guideline-links',
    question: words.readBefore,
    answer: words.readBeforeAnswer(all),
    keywords: words.readBeforeKeywords,
    source,
  });
  const challengesLink = step.links.find((_, index) => /challenge/i.test(englishLabel(index)));
  const challenge = fieldOf(form, 'challenge_id');
  if (challengesLink) {
    const choice = challenge
      ? `${words.choose(challenge.options.length, challenge.label)}${challenge.desc ? ` ${challenge.desc}` : ''}`
      : '';
    links.push({
      id: 'challenges',
      question: words.challenges,
      answer: `${words.challengesAnswer(challengesLink.href)}${choice}`,
      keywords: words.challengesKeywords,
      source,
    });
  }
  return links;
}

const guidelineStep = (form: FormDefinition | undefined) =>
  form?.steps.find((candidate) => candidate.links.length > 0 || paragraphsOf(candidate.description).some((p) => p.bullet));

/**
 * The hackathon registration guideline: its important notes (the rules), its warning and its links, in the
 * language of `forms`; `englishForms` (the same forms in English) tell which note each one is.
 */
export function guidelineEntries(
  forms: Record<string, FormDefinition | undefined>,
  settings: EventSettings,
  language: Language = 'en',
  englishForms = forms,
): KnowledgeEntry[] {
  const form = forms[FORM_ID];
  const step = guidelineStep(form);
  if (!form || !step) return [];
  const words = WORDS[language];
  const source = stepSource(FORM_ID, form, step, language);
  const englishStep = guidelineStep(englishForms[FORM_ID]);
  const notes = undatedNotes(step, englishStep);
  const entries = notes.map(({ note, english }, index) => noteEntry(note, index, english, source, language));
  if (notes.length > 0) {
    const all = [...notes.map(({ note }) => note), eventDates(settings, language).overnightRule].join(' ');
    entries.push({ id: 'rules', question: words.rules, answer: words.rulesAnswer(all), keywords: words.rulesKeywords, source });
  }
  if (step.notice)
    entries.push({ id: 'guideline-notice', question: step.notice, answer: step.notice, keywords: words.noticeKeywords, source });
  return [...entries, ...linkEntries(step, englishStep, form, source, language)];
}

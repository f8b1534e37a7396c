import type { FormDefinition, StepDef } from '../../src/engine/index';
import type { EventSettings } from '../settings/settings';
import { overnightRule } from './event-facts';
import { fieldOf, isDated, paragraphsOf, stepSource } from './form-sources';
import type { KnowledgeEntry, Source } from './knowledge-entry';

const FORM_ID = 'hackathon-team';

interface Cue {
  match: RegExp;
  id: string;
  question: string;
  keywords: string;
}

const cue = (match: RegExp, id: string, question: string, keywords: string): Cue => ({ match, id, question, keywords });

// How applicants ask about each important note; the answer is always the note's own words.
const NOTE_CUES: Cue[] = [
  cue(/national id/i, 'rule-national-id', 'Does every member need to upload a national ID?', 'identity document card birth certificate'),
  cue(/\b\d+ to \d+ members\b/i, 'rule-team-size', 'How many members can a team have?', 'team size people number maximum minimum'),
  cue(/on site/i, 'rule-on-site', 'How many team members can attend on site?', 'onsite attend venue limit'),
  cue(/team photo/i, 'rule-team-photo', 'Is a team photo required?', 'picture image upload'),
  cue(/finished/i, 'rule-finished-projects', 'Can we submit a project we finished before?', 'old existing previous made before last year'),
  cue(/team name/i, 'rule-team-names', 'Are there rules for team names?', 'name'),
  cue(/public/i, 'rule-public-links', 'Must the photo and video links be public?', 'url link public share access'),
  cue(/global judging/i, 'rule-own-challenge', "Is 'Create your own Challenge' judged globally?", 'own challenge global judging nominee'),
  cue(/judging panel/i, 'rule-solution-panel', 'What decides the judging panel?', 'judge jury solution type category'),
  cue(/\bminutes?\b/i, 'rule-video-length', 'How long can the project video be?', 'video length duration minutes maximum long'),
];

const LINK_CUES: { match: RegExp; keywords: string }[] = [
  { match: /challenge/i, keywords: 'challenges list problems topics' },
  { match: /template/i, keywords: 'template proposal' },
  { match: /guidebook/i, keywords: 'guidebook guide handbook manual participants' },
  { match: /guideline/i, keywords: 'guidelines guide instructions rules' },
];

/** The guideline's important notes without the dated ones (the settings say dates). */
function undatedNotes(step: StepDef): string[] {
  return paragraphsOf(step.description)
    .filter((paragraph) => paragraph.bullet && !isDated(paragraph.text))
    .map((paragraph) => paragraph.text);
}

function noteEntry(note: string, index: number, source: Source): KnowledgeEntry {
  const asked = NOTE_CUES.find((candidate) => candidate.match.test(note));
  const [id, question, keywords] = asked ? [asked.id, asked.question, asked.keywords] : [`note-${index + 1}`, note, 'rule'];
  return { id, question, answer: note, keywords, source };
}

function linkEntries(step: StepDef, form: FormDefinition, source: Source): KnowledgeEntry[] {
  const links = step.links.map((link, index) => ({
    id: `link-${index + 1}`,
    question: `Where can I find the ${link.label}?`,
    answer: `${link.label}: ${link.href}`,
    keywords: LINK_CUES.find((cue) => cue.match.test(link.label))?.keywords ?? 'link document',
    source,
  }));
  if (step.links.length === 0) return [];
  const all = step.links.map((link) => `${link.label}: ${link.href}`).join('; ');
  links.push({
    id: 'guideline-links',
    question: 'Which documents should I read before I register?',
    answer: `Read these before you start: ${all}.`,
    keywords: 'documents resources links guidelines read before',
    source,
  });
  const challengesLink = step.links.find((link) => /challenge/i.test(link.label));
  const challenge = fieldOf(form, 'challenge_id');
  const count = challenge?.options.length ?? 0;
  if (challengesLink) {
    const choice = challenge
      ? ` When you register, you choose ${count > 0 ? `one of the ${count} challenges` : 'your challenge'} ` +
        `in the "${challenge.label}" list.${challenge.desc ? ` ${challenge.desc}` : ''}`
      : '';
    links.push({
      id: 'challenges',
      question: 'Where can I see the challenges? Which challenges are there?',
      answer: `The challenges are published on the international organisers' site: ${challengesLink.href}.${choice}`,
      keywords: 'challenges list problems topics tracks choose pick available',
      source,
    });
  }
  return links;
}

/** The hackathon registration guideline: its important notes (the rules), its warning and its links. */
export function guidelineEntries(forms: Record<string, FormDefinition | undefined>, settings: EventSettings): KnowledgeEntry[] {
  const form = forms[FORM_ID];
  const step = form?.steps.find((candidate) => candidate.links.length > 0 || paragraphsOf(candidate.description).some((p) => p.bullet));
  if (!form || !step) return [];
  const source = stepSource(FORM_ID, form, step);
  const notes = undatedNotes(step);
  const entries = notes.map((note, index) => noteEntry(note, index, source));
  if (notes.length > 0) {
    entries.push({
      id: 'rules',
      question: 'What are the rules of the hackathon?',
      answer: `The important notes: ${[...notes, overnightRule(settings)].join(' ')}`,
      keywords: 'rules regulations conditions requirements important notes',
      source,
    });
  }
  if (step.notice) {
    const keywords = 'edit change after submit submission';
    entries.push({ id: 'guideline-notice', question: step.notice, answer: step.notice, keywords, source });
  }
  return [...entries, ...linkEntries(step, form, source)];
}

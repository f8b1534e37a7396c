import type { FormDefinition } from '../../src/engine/index';
import type { EventSettings } from '../settings/settings';
import { cairoDateTime } from './cairo-dates';
import { fieldOf, formSource, listInWords, proseOf, type FormsById } from './form-sources';
import type { KnowledgeEntry } from './knowledge-entry';

/** The first thing /register says (src/features/registration-pages/register-entry.tsx; the site-content test holds them equal). */
export const REGISTER_ENTRY = 'The team leader fills in the registration for the whole team.';

const quoted = (labels: string[], last = 'or') =>
  listInWords(
    labels.map((label) => `"${label}"`),
    last,
  );

/** How a team registers: who fills in the form, the entry page, the form's steps (from the live definition), the deadline. */
function registerTeam(form: FormDefinition, settings: EventSettings): KnowledgeEntry {
  const methods = fieldOf(form, 'participation_method_id')?.options.map((option) => option.label) ?? [];
  const membersStep = form.steps.find((step) => step.fields.some((field) => field.componentName));
  const notice = form.steps.find((step) => step.notice)?.notice;
  const answer = [
    `${REGISTER_ENTRY} Register at /register before ${cairoDateTime(settings.hackathon.closedHackathonDate)} (Cairo time).`,
    `First the team leader gives their e-mail and national ID or passport number` +
      `${methods.length > 0 ? ` and chooses how the team takes part (${listInWords(methods, 'or')})` : ''}.`,
    `Then the form has ${form.steps.length} steps: ${quoted(
      form.steps.map((step) => step.title),
      'and',
    )}.`,
    membersStep ? proseOf(membersStep.description) : '',
    notice ?? '',
  ];
  return {
    id: 'register-team',
    question: 'How do I register my team for the hackathon? What are the registration steps?',
    answer: answer.filter(Boolean).join(' '),
    keywords: 'register registration sign up apply team steps process procedure how form join participate',
    source: formSource('hackathon-team', form),
  };
}

/** How to apply to the bootcamp: the form's steps and the deadline. */
function applyToBootcamp(form: FormDefinition, settings: EventSettings): KnowledgeEntry {
  return {
    id: 'apply-bootcamp',
    question: 'How do I apply for the bootcamp?',
    answer:
      `Apply at /bootcamp-registration before ${cairoDateTime(settings.bootcamp.closedBootcampDate)} (Cairo time). ` +
      `The form has ${form.steps.length} steps: ${quoted(
        form.steps.map((step) => step.title),
        'and',
      )}.`,
    keywords: 'apply application register registration sign up steps process how form join bootcamp',
    source: formSource('bootcamp', form),
  };
}

/** Whether one person can be a team, from the team sizes the form offers, and where people without a team meet. */
function soloTeam(form: FormDefinition, bootcamp: FormDefinition | undefined): KnowledgeEntry | undefined {
  const size = fieldOf(form, 'members_count');
  const sizes = (size?.options ?? []).map((option) => Number(option.value)).filter(Number.isInteger);
  if (!size || sizes.length === 0) return undefined;
  const [min, max] = [Math.min(...sizes), Math.max(...sizes)];
  const formation = fieldOf(bootcamp, 'attend_workshop');
  const answer = [
    min <= 1
      ? `Yes. A team has ${min} to ${max} members, so you can register as a team of one: ` +
        `choose 1 as "${size.label}" and add yourself as the only member and team leader.`
      : `No. A team has ${min} to ${max} members.`,
    formation?.desc ? `If you would rather join others, the bootcamp application form asks "${formation.label}": ${formation.desc}` : '',
  ];
  return {
    id: 'solo-team',
    question: 'Can I register alone, as a team of one person?',
    answer: answer.filter(Boolean).join(' '),
    keywords: 'alone solo individual individually myself single one person own team participant',
    source: formSource('hackathon-team', form),
  };
}

interface RowCount {
  message?: unknown;
}

/** Taking part online: the participation methods the form offers, the on-site limits and what happens when seats run out. */
function online(form: FormDefinition): KnowledgeEntry | undefined {
  const method = fieldOf(form, 'participation_method_id');
  if (!method || method.options.length === 0) return undefined;
  const labels = method.options.map((option) => option.label);
  const virtual = labels.find((label) => /virtual|online|remote/i.test(label));
  const onSite = labels.find((label) => /site|person/i.test(label));
  const rowCounts = (fieldOf(form, 'members')?.componentProps.rowCounts ?? []) as RowCount[];
  const limits = rowCounts.map((rule) => rule.message).find((message): message is string => typeof message === 'string') ?? method.desc;
  const capacity = fieldOf(form, 'limited_capacity');
  const answer = [
    virtual
      ? `Yes, you can take part online: when you register, choose "${virtual}" as your team's "${method.label}" (${quoted(labels)}).`
      : `The form offers these participation methods only: ${quoted(labels)}.`,
    limits ? `${limits.replace(/\.?$/, '.')}` : '',
    onSite && capacity?.desc ? `If you choose "${onSite}", the form asks "${capacity.label}": ${capacity.desc}` : '',
  ];
  return {
    id: 'online',
    question: 'Can we take part online or virtually instead of on site?',
    answer: answer.filter(Boolean).join(' '),
    keywords: 'online virtual virtually remote remotely home distance onsite participation method attend participate hackathon',
    source: formSource('hackathon-team', form),
  };
}

/** How many seats there are: the site gives no number, only that they are limited and when they are confirmed. */
function seats(bootcamp: FormDefinition, team: FormDefinition | undefined, settings: EventSettings): KnowledgeEntry | undefined {
  const workshops = bootcamp.steps.find((step) => step.fields.some((field) => field.name === 'first_priority_id'));
  if (!workshops?.description) return undefined;
  const capacity = fieldOf(team, 'limited_capacity')?.desc;
  const deadline = settings.confirmationDeadline;
  const answer = [
    'The site gives no number of seats, only that they are limited.',
    `At the bootcamp: ${proseOf(workshops.description)}`,
    deadline ? `If you are accepted, confirm your seat before ${cairoDateTime(deadline)} (Cairo time).` : '',
    capacity ? `At the hackathon: ${capacity}` : '',
  ];
  return {
    id: 'seats',
    question: 'How many seats are there? Are seats limited?',
    answer: answer.filter(Boolean).join(' '),
    keywords: 'seats places capacity limited number how many available reservation full',
    source: formSource('bootcamp', bootcamp),
  };
}

/** Answers to the questions applicants ask most, composed from the live forms and the settings. */
export function teamAnswers(forms: FormsById, settings: EventSettings): KnowledgeEntry[] {
  const team = forms['hackathon-team'];
  const bootcamp = forms.bootcamp;
  return [
    team && registerTeam(team, settings),
    bootcamp && applyToBootcamp(bootcamp, settings),
    team && soloTeam(team, bootcamp),
    team && online(team),
    bootcamp && seats(bootcamp, team, settings),
  ].filter((entry): entry is KnowledgeEntry => Boolean(entry));
}

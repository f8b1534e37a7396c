import { nextStepOf } from '../lifecycle/next-step';
import type { EventSettings } from '../settings/settings';
import { cairoDateTime } from './cairo-dates';
import type { KnowledgeEntry, Source } from './knowledge-entry';

// The private page every applicant reaches from their e-mails; it has no public path to link.
const APPLICATION_PAGE: Source = { title: 'your application page (linked from your e-mails)' };

/** What to bring and when to confirm, in the words of the applicant's own page (server/lifecycle/next-step.ts). */
export function lifecycleAnswers(settings: EventSettings): KnowledgeEntry[] {
  const deadline = settings.confirmationDeadline;
  const by = deadline ? ` before ${cairoDateTime(deadline)} (Cairo time)` : '';
  return [
    {
      id: 'what-to-bring',
      question: 'What should I bring with me on the day of the event?',
      answer:
        `Once your seat is confirmed, your application page says: "${nextStepOf('hackathon', 'leader', 'confirmed')}" ` +
        'The confirmation e-mail holds the same check-in code: show it at the entrance, on your phone or printed.',
      keywords: 'bring take carry need prepare day event hackathon bootcamp entrance check-in code id',
      source: APPLICATION_PAGE,
    },
    {
      id: 'confirm-seat',
      question: 'When and how do I confirm my seat after I am accepted?',
      answer:
        `For the bootcamp: "${nextStepOf('bootcamp', 'applicant', 'accepted', deadline)}" ` +
        `For a team, the team leader confirms the whole team's place from their application page${by}; ` +
        `each member's page says: "${nextStepOf('hackathon', 'member', 'accepted')}"`,
      keywords: 'confirm confirmation seat place accepted acceptance deadline slot time until',
      source: APPLICATION_PAGE,
    },
  ];
}

import { cairoDateTime } from '../assistants/cairo-dates';
import type { Kind } from './kinds';
import type { Status } from './statuses';

/** What the applicant does next, in plain words, for the private page. */
export function nextStepOf(kind: Kind, role: 'applicant' | 'leader' | 'member', status: Status, deadline?: string): string {
  const by = deadline ? ` before ${cairoDateTime(deadline)} (Cairo time)` : '';
  switch (status) {
    case 'submitted':
      return 'Organisers are reviewing applications. We will e-mail you as soon as they decide.';
    case 'accepted':
      if (kind === 'bootcamp') return `Confirm your seat by choosing a time slot${by}. Seats are limited.`;
      if (role === 'member') return 'Your team leader confirms your team\u2019s place. You will get your check-in code by e-mail then.';
      return `Confirm your place${kind === 'hackathon' ? ' for the whole team' : ''} with the button below${by}.`;
    case 'waitlisted':
      return 'You are on the waiting list. We will e-mail you if a place opens.';
    case 'rejected':
      return 'There is nothing more to do. Thank you for applying, and we hope to see you at a future edition.';
    case 'withdrawn':
      return 'You withdrew your application. There is nothing more to do.';
    case 'declined':
      return 'You declined your place. There is nothing more to do.';
    case 'confirmed':
      return 'Bring your check-in code (below, also in your e-mail) and your national ID on the day.';
    case 'checked_in':
      return 'You are checked in. Enjoy the event!';
  }
}

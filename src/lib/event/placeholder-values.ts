import type { PlaceholderValues } from '../../engine/index';
import type { EventSettings } from './default-event';
import { eventDates } from './event-facts';
import { cairoMoment } from './format-date';

/** What each placeholder of a definition's texts says with these settings (the engine lists the names). */
export function placeholderValues(settings: EventSettings): PlaceholderValues {
  const dates = eventDates(settings);
  return {
    edition: String(settings.edition),
    'bootcamp.date': dates.bootcampDay,
    'bootcamp.hours': dates.bootcampHours,
    'bootcamp.deadline': dates.bootcampDeadline,
    'bootcamp.venue': settings.venue.bootcamp,
    'hackathon.days': dates.hackathonDays,
    'hackathon.start': dates.hackathonStart,
    'hackathon.deadline': dates.hackathonDeadline,
    'hackathon.venue': settings.venue.hackathon,
    'hackathon.overnightRule': dates.overnightRule,
    'confirmation.deadline': settings.confirmationDeadline
      ? cairoMoment(settings.confirmationDeadline)
      : 'the date in your acceptance e-mail',
    'contact.email': settings.contactEmail,
  };
}

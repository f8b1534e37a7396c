import type { PlaceholderValues } from '../../engine/index';
import type { Language } from '../../engine/i18n/languages';
import type { EventSettings } from './default-event';
import { eventDates } from './event-facts';
import { venueIn } from './event-words';
import { cairoMoment } from './format-date';

const NO_CONFIRMATION_DEADLINE: Record<Language, string> = {
  en: 'the date in your acceptance e-mail',
  ar: 'الموعد المذكور في رسالة القبول',
};

/** What each placeholder of a definition's texts says with these settings, in the language (the engine lists the names). */
export function placeholderValues(settings: EventSettings, language: Language = 'en'): PlaceholderValues {
  const dates = eventDates(settings, language);
  return {
    edition: String(settings.edition),
    'bootcamp.date': dates.bootcampDay,
    'bootcamp.hours': dates.bootcampHours,
    'bootcamp.deadline': dates.bootcampDeadline,
    'bootcamp.venue': venueIn(settings.venue.bootcamp, language),
    'hackathon.days': dates.hackathonDays,
    'hackathon.start': dates.hackathonStart,
    'hackathon.deadline': dates.hackathonDeadline,
    'hackathon.venue': venueIn(settings.venue.hackathon, language),
    'hackathon.overnightRule': dates.overnightRule,
    'confirmation.deadline': settings.confirmationDeadline
      ? cairoMoment(settings.confirmationDeadline, language)
      : NO_CONFIRMATION_DEADLINE[language],
    'contact.email': settings.contactEmail,
  };
}

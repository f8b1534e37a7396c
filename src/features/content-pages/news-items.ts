import type { Language } from '../../lib/i18n/languages';
import type { Translate } from '../../lib/i18n/translate';
import { eventDates } from '../../lib/event/event-facts';
import { EVENT_WORDS, inProse, venueIn } from '../../lib/event/event-words';
import type { EventSettings } from '../registration-windows/event-settings';
import { cairoDayMonth } from '../../lib/event/format-date';

export interface NewsItem {
  /** The instant announced, ISO 8601 with offset. */
  date: string;
  title: string;
  text: string;
  link?: { to: string; label: string };
}

/** This edition's announcements (specification section 1), newest first, dated by the settings, in the language of `t`. */
export function newsItems(settings: EventSettings, t: Translate, language: Language): NewsItem[] {
  const dates = eventDates(settings, language);
  const venue = (phrase: string) => venueIn(phrase, language);
  const items: NewsItem[] = [
    {
      date: settings.hackathonDays.start,
      title: t('news.hackathon.title', { days: dates.hackathonDays }),
      text: t('news.hackathon.text', {
        start: dates.hackathonStart,
        firstDay: dates.hackathonFirstDay,
        venue: venue(settings.venue.hackathon),
        lastDay: dates.hackathonLastDay,
      }),
    },
    {
      date: settings.hackathon.closedHackathonDate,
      title: t('news.registration.title', { date: cairoDayMonth(settings.hackathon.closedHackathonDate, language) }),
      text: t('news.registration.text', { deadline: dates.hackathonDeadline }),
      link: { to: '/register', label: t('news.registration.link') },
    },
    {
      date: settings.bootcampDay.start,
      title: t('news.bootcamp.title', { day: dates.bootcampDay }),
      text: t('news.bootcamp.text', {
        hours: dates.bootcampHours,
        venue: venue(settings.venue.bootcamp),
        benefits: inProse(EVENT_WORDS[language].benefits, language),
      }),
      link: { to: '/#bootcamp-section', label: t('news.bootcamp.link') },
    },
    {
      date: settings.bootcamp.closedBootcampDate,
      title: t('news.applications.title', { date: cairoDayMonth(settings.bootcamp.closedBootcampDate, language) }),
      text: t('news.applications.text', { deadline: dates.bootcampDeadline }),
      link: { to: '/bootcamp-registration', label: t('news.applications.link') },
    },
  ];
  return items.sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

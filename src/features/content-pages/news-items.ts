import { BOOTCAMP_BENEFITS, eventDates, inProse } from '../../lib/event/event-facts';
import type { EventSettings } from '../registration-windows/event-settings';
import { cairoDayMonth } from '../../lib/event/format-date';

export interface NewsItem {
  /** The instant announced, ISO 8601 with offset. */
  date: string;
  title: string;
  text: string;
  link?: { to: string; label: string };
}

/** This edition's announcements (specification section 1), newest first, dated by the settings. */
export function newsItems(settings: EventSettings): NewsItem[] {
  const dates = eventDates(settings);
  const items: NewsItem[] = [
    {
      date: settings.hackathonDays.start,
      title: `The hackathon: ${dates.hackathonDays}`,
      text:
        `The hackathon starts at ${dates.hackathonStart} on ${dates.hackathonFirstDay} in ${settings.venue.hackathon} ` +
        `and runs until ${dates.hackathonLastDay}.`,
    },
    {
      date: settings.hackathon.closedHackathonDate,
      title: `Team registration closes on ${cairoDayMonth(settings.hackathon.closedHackathonDate)}`,
      text:
        `The hackathon registration form closes on ${dates.hackathonDeadline}. ` +
        'Register your whole team, its members and its project before then.',
      link: { to: '/register', label: 'Register your team' },
    },
    {
      date: settings.bootcampDay.start,
      title: `The bootcamp: ${dates.bootcampDay}`,
      text: `From ${dates.bootcampHours} at ${settings.venue.bootcamp}: ${inProse(BOOTCAMP_BENEFITS)}.`,
      link: { to: '/#bootcamp-section', label: 'Bootcamp details' },
    },
    {
      date: settings.bootcamp.closedBootcampDate,
      title: `Bootcamp applications close on ${cairoDayMonth(settings.bootcamp.closedBootcampDate)}`,
      text: `Apply for the bootcamp by ${dates.bootcampDeadline}. Workshop seats are limited; you rank three workshops in the form.`,
      link: { to: '/bootcamp-registration', label: 'Apply to the bootcamp' },
    },
  ];
  return items.sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

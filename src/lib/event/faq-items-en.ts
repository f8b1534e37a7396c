import type { EventSettings } from './default-event';
import { BOOTCAMP_BENEFITS, eventDates, inProse } from './event-facts';
import type { FaqItem } from './faq-items';

/** Drawn from the specification: rules shown to users (section 5), roles (section 6); dates and venues from the settings. */
export function englishFaq(settings: EventSettings): FaqItem[] {
  const dates = eventDates(settings);
  const { venue } = settings;
  return [
    {
      question: 'When and where is the hackathon?',
      answer: [
        `On ${dates.hackathonDays}, starting at ${dates.hackathonStart}, in ${venue.hackathon}. ` +
          `The team registration form closes on ${dates.hackathonDeadline}.`,
      ],
    },
    {
      question: 'What is the bootcamp and when is it?',
      answer: [
        `A one-day event on ${dates.bootcampDay}, from ${dates.bootcampHours}, at ${venue.bootcamp}: ` + `${inProse(BOOTCAMP_BENEFITS)}.`,
        `Applications close on ${dates.bootcampDeadline}. ` +
          'Workshops need a reservation and seats are limited; you rank three workshops and we confirm your seats by e-mail.',
      ],
    },
    {
      question: 'How many people can be in a team?',
      answer: [
        'From 1 to 6 members. A team taking part on site has at least one and at most 5 members on site (a sixth member takes part virtually); a virtual team takes part online.',
        'The number of members you add must equal the team size you choose in the form.',
      ],
    },
    {
      question: 'What do we need to register a team?',
      answer: [
        'Every member uploads a national ID (a birth certificate for members under 16).',
        'A team photo is required.',
        'A project proposal and a video, both at public web addresses; the video is at most 3 minutes long.',
      ],
      list: true,
    },
    {
      question: 'What are the rules about projects and challenges?',
      answer: [
        'Previously finished projects are disqualified.',
        'Inappropriate team names may lead to disqualification.',
        "'Create your own Challenge' is not eligible for global judging.",
        'The final solution type you choose (mobile app, website, game, AI/ML model, video or art) decides the judging panel.',
      ],
      list: true,
    },
    {
      question: 'Can female participants stay overnight?',
      answer: [dates.overnightRule],
    },
    {
      question: 'Can I change my application after sending it?',
      answer: [
        'No. Applications cannot be edited after submission, so check every answer before you submit. If something is wrong, contact the organisers by e-mail.',
      ],
    },
    {
      question: 'We want to take part online. Is that possible?',
      answer: [
        'Yes: choose Virtual as the participation method. A team that chooses On-Site can also say whether it accepts taking part online if on-site places are limited.',
      ],
    },
  ];
}

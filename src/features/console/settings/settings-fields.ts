import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../lib/event/default-event';

/** Every setting the page edits: where it lives in the settings object, how it is labelled and explained. */
export interface SettingField {
  /** The path in the settings object, as the server names it in a 422's errors ("bootcamp.closedBootcampDate"). */
  key: string;
  label: string;
  hint: string;
  /** Left empty, the setting is left out (the server then has none). */
  optional?: boolean;
}

/** A later date that must come after an earlier one; the refusal is about the later one. */
export interface SettingOrder {
  first: string;
  then: string;
  message: string;
}

export const EDITION: SettingField = {
  key: 'edition',
  label: 'Edition',
  hint: 'The year of this edition, e.g. 2026. The site shows it wherever it names the event.',
};

const CAIRO = 'Cairo time.';

export const DATE_GROUPS: { legend: string; fields: SettingField[] }[] = [
  {
    legend: 'Registration',
    fields: [
      {
        key: 'bootcamp.openBootcampDate',
        label: 'Bootcamp registration opens',
        hint: `${CAIRO} The bootcamp form takes answers from then.`,
      },
      {
        key: 'bootcamp.closedBootcampDate',
        label: 'Bootcamp registration closes',
        hint: `${CAIRO} The bootcamp form refuses answers after then.`,
      },
      {
        key: 'hackathon.openHackathonDate',
        label: 'Hackathon registration opens',
        hint: `${CAIRO} The team form takes answers from then.`,
      },
      {
        key: 'hackathon.closedHackathonDate',
        label: 'Hackathon registration closes',
        hint: `${CAIRO} The team form refuses answers after then.`,
      },
      {
        key: 'confirmationDeadline',
        label: 'Confirmation deadline',
        hint: `${CAIRO} Accepted bootcamp applicants confirm their seat until then, as their acceptance e-mail says. Leave empty for none.`,
        optional: true,
      },
    ],
  },
  {
    legend: 'The event',
    fields: [
      { key: 'bootcampDay.start', label: 'Bootcamp day starts', hint: `${CAIRO} The site and the assistant give this date and hour.` },
      { key: 'bootcampDay.end', label: 'Bootcamp day ends', hint: CAIRO },
      { key: 'hackathonDays.start', label: 'Hackathon starts', hint: `${CAIRO} The first day of the hackathon.` },
      { key: 'hackathonDays.end', label: 'Hackathon ends', hint: `${CAIRO} The last day of the hackathon.` },
      {
        key: 'countdownTarget',
        label: 'Countdown target',
        hint: `${CAIRO} The home page counts down to this moment, usually the hackathon\u2019s start.`,
      },
    ],
  },
];

export const DATE_FIELDS = DATE_GROUPS.flatMap((group) => group.fields);

/** A setting typed as words: a venue, the contact address, a social link; `kind` says how it is checked. */
export interface TextSettingField extends SettingField {
  kind: 'text' | 'email' | 'https';
}

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook page',
  twitter: 'X (Twitter) account',
  instagram: 'Instagram account',
  youtube: 'YouTube channel',
};

export const TEXT_GROUPS: { legend: string; fields: TextSettingField[] }[] = [
  {
    legend: 'Venues',
    fields: [
      {
        key: 'venue.bootcamp',
        label: 'Bootcamp venue',
        hint: 'Said after \u201cat\u201d on the site, by the assistant and in the forms, e.g. a university in New Cairo.',
        kind: 'text',
      },
      {
        key: 'venue.hackathon',
        label: 'Hackathon venue',
        hint: 'Said after \u201cin\u201d on the site, by the assistant and in the forms, e.g. New Cairo.',
        kind: 'text',
      },
    ],
  },
  {
    legend: 'Contact',
    fields: [
      {
        key: 'contactEmail',
        label: 'Contact e-mail address',
        hint: 'Shown on every page of the site, in the assistant\u2019s answers and at the end of every e-mail.',
        kind: 'email',
      },
      ...SOCIAL_NETWORKS.map((network): TextSettingField => ({
        key: `socialLinks.${network}`,
        label: SOCIAL_LABELS[network],
        hint: 'The full address, starting with https://. Leave empty to show no link.',
        optional: true,
        kind: 'https',
      })),
    ],
  },
];

export const TEXT_FIELDS = TEXT_GROUPS.flatMap((group) => group.fields);

export const ORDERS: SettingOrder[] = [
  { first: 'bootcamp.openBootcampDate', then: 'bootcamp.closedBootcampDate', message: 'Bootcamp registration must close after it opens.' },
  {
    first: 'hackathon.openHackathonDate',
    then: 'hackathon.closedHackathonDate',
    message: 'Hackathon registration must close after it opens.',
  },
  { first: 'bootcampDay.start', then: 'bootcampDay.end', message: 'The bootcamp day must end after it starts.' },
  { first: 'hackathonDays.start', then: 'hackathonDays.end', message: 'The hackathon must end after it starts.' },
];

/** The id of a setting's control, e.g. "setting-bootcamp-closedBootcampDate". */
export const controlId = (key: string) => `setting-${key.replace(/\./g, '-')}`;

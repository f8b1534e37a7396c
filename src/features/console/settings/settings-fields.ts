import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../lib/event/default-event';
import type { MessageId } from '../../../lib/i18n/translate';

/** Every setting the page edits: where it lives in the settings object, how it is labelled and explained (message ids). */
export interface SettingField {
  /** The path in the settings object, as the server names it in a 422's errors ("bootcamp.closedBootcampDate"). */
  key: string;
  label: MessageId;
  hint: MessageId;
  /** Left empty, the setting is left out (the server then has none). */
  optional?: boolean;
}

/** A later date that must come after an earlier one; the refusal is about the later one. */
export interface SettingOrder {
  first: string;
  then: string;
  message: MessageId;
}

export const EDITION: SettingField = {
  key: 'edition',
  label: 'console.settings.edition',
  hint: 'console.settings.edition.hint',
};

export const DATE_GROUPS: { legend: MessageId; fields: SettingField[] }[] = [
  {
    legend: 'console.settings.group.registration',
    fields: [
      { key: 'bootcamp.openBootcampDate', label: 'console.settings.bootcampOpens', hint: 'console.settings.bootcampOpens.hint' },
      { key: 'bootcamp.closedBootcampDate', label: 'console.settings.bootcampCloses', hint: 'console.settings.bootcampCloses.hint' },
      { key: 'hackathon.openHackathonDate', label: 'console.settings.hackathonOpens', hint: 'console.settings.hackathonOpens.hint' },
      { key: 'hackathon.closedHackathonDate', label: 'console.settings.hackathonCloses', hint: 'console.settings.hackathonCloses.hint' },
      {
        key: 'confirmationDeadline',
        label: 'console.settings.confirmationDeadline',
        hint: 'console.settings.confirmationDeadline.hint',
        optional: true,
      },
    ],
  },
  {
    legend: 'console.settings.group.event',
    fields: [
      { key: 'bootcampDay.start', label: 'console.settings.bootcampDayStarts', hint: 'console.settings.bootcampDayStarts.hint' },
      { key: 'bootcampDay.end', label: 'console.settings.bootcampDayEnds', hint: 'console.settings.cairoTime' },
      { key: 'hackathonDays.start', label: 'console.settings.hackathonStarts', hint: 'console.settings.hackathonStarts.hint' },
      { key: 'hackathonDays.end', label: 'console.settings.hackathonEnds', hint: 'console.settings.hackathonEnds.hint' },
      { key: 'countdownTarget', label: 'console.settings.countdownTarget', hint: 'console.settings.countdownTarget.hint' },
    ],
  },
];

export const DATE_FIELDS = DATE_GROUPS.flatMap((group) => group.fields);

/** A setting typed as words: a venue, the contact address, a social link; `kind` says how it is checked. */
export interface TextSettingField extends SettingField {
  kind: 'text' | 'email' | 'https';
}

const SOCIAL_LABELS: Record<SocialNetwork, MessageId> = {
  facebook: 'console.settings.social.facebook',
  twitter: 'console.settings.social.twitter',
  instagram: 'console.settings.social.instagram',
  youtube: 'console.settings.social.youtube',
};

export const TEXT_GROUPS: { legend: MessageId; fields: TextSettingField[] }[] = [
  {
    legend: 'console.settings.group.venues',
    fields: [
      { key: 'venue.bootcamp', label: 'console.settings.bootcampVenue', hint: 'console.settings.bootcampVenue.hint', kind: 'text' },
      { key: 'venue.hackathon', label: 'console.settings.hackathonVenue', hint: 'console.settings.hackathonVenue.hint', kind: 'text' },
    ],
  },
  {
    legend: 'console.settings.group.contact',
    fields: [
      { key: 'contactEmail', label: 'console.settings.contactEmail', hint: 'console.settings.contactEmail.hint', kind: 'email' },
      ...SOCIAL_NETWORKS.map((network): TextSettingField => ({
        key: `socialLinks.${network}`,
        label: SOCIAL_LABELS[network],
        hint: 'console.settings.social.hint',
        optional: true,
        kind: 'https',
      })),
    ],
  },
];

export const TEXT_FIELDS = TEXT_GROUPS.flatMap((group) => group.fields);

export const ORDERS: SettingOrder[] = [
  { first: 'bootcamp.openBootcampDate', then: 'bootcamp.closedBootcampDate', message: 'console.settings.order.bootcamp' },
  { first: 'hackathon.openHackathonDate', then: 'hackathon.closedHackathonDate', message: 'console.settings.order.hackathon' },
  { first: 'bootcampDay.start', then: 'bootcampDay.end', message: 'console.settings.order.bootcampDay' },
  { first: 'hackathonDays.start', then: 'hackathonDays.end', message: 'console.settings.order.hackathonDays' },
];

/** The id of a setting's control, e.g. "setting-bootcamp-closedBootcampDate". */
export const controlId = (key: string) => `setting-${key.replace(/\./g, '-')}`;

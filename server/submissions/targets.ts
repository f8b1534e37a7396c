import type { FieldDef } from '../../src/engine/index';
import { SOURCE_LANGUAGE, type Language } from '../../src/lib/i18n/languages';
import type { AppDeps } from '../deps';
import { bootcampParticipants, formResponses, teamMembers, teams } from '../db/schema';
import type { Tx } from '../db/tx';
import { conflict } from '../http/errors';
import { confirmSeat } from '../lifecycle/confirm-seat';
import { answerText as text } from '../lifecycle/kinds';
import type { RegistrationWindow } from '../settings/settings';
import { isUniqueViolation } from './duplicates';
import { refusal, type Refusal } from './refusal-words';

export interface StoreInput {
  formId: string;
  version: number;
  edition: number;
  data: Record<string, unknown>;
  meta: { ipAddress?: string; submittedAt?: string };
  /** The fields of the definition the answers were validated with. */
  fields: readonly FieldDef[];
  /** That definition's title (e-mails name the form by it). */
  title?: string;
  /** The language of the request (Accept-Language): the application's e-mails are written in it. English when not given. */
  language?: Language;
}

/** What storing needs besides the transaction: never the database itself (PGlite would wait on its own transaction). */
export type StoreDeps = Pick<AppDeps, 'mail' | 'publicUrl' | 'now'>;

/** Where a form's answers go: its table, its window and what its unique indexes mean. */
export interface SubmissionTarget {
  formId: string;
  window?: RegistrationWindow;
  ownerKind: string;
  /** Unique index name → the field it protects and the 409 message. */
  conflicts: Record<string, { field: string; refusal: Refusal }>;
  store: (tx: Tx, input: StoreInput, deps: StoreDeps) => Promise<number>;
  /** Whether a stored answer starts a lifecycle (status, private links, e-mail); a confirmation moves one instead. */
  opensApplication: boolean;
}

export const bootcampTarget: SubmissionTarget = {
  formId: 'bootcamp',
  window: 'bootcamp',
  ownerKind: 'bootcamp',
  opensApplication: true,
  conflicts: {
    bootcamp_participants_email_key: { field: 'email', refusal: 'applicationEmailTaken' },
    bootcamp_participants_national_id_key: { field: 'national_id', refusal: 'applicationNationalIdTaken' },
  },
  store: async (tx, { edition, version, data }) => {
    const [row] = await tx
      .insert(bootcampParticipants)
      .values({ edition, formVersion: version, email: text(data.email), nationalId: text(data.national_id), data })
      .returning({ id: bootcampParticipants.id });
    return row!.id;
  },
};

/** A team and its members in one transaction; a member's e-mail and national ID belong to one team. */
export const hackathonTarget: SubmissionTarget = {
  formId: 'hackathon-team',
  window: 'hackathon',
  ownerKind: 'team',
  opensApplication: true,
  conflicts: { teams_name_key: { field: 'team_name', refusal: 'teamNameTaken' } },
  store: async (tx, { edition, version, data, language = SOURCE_LANGUAGE }) => {
    const { members, ...team } = data;
    const [row] = await tx
      .insert(teams)
      .values({ edition, formVersion: version, name: text(team.team_name), data: team })
      .returning({ id: teams.id });
    const teamId = row!.id;
    const rows = Array.isArray(members) ? (members as Record<string, unknown>[]) : [];
    // One by one, so a clash names the member it belongs to.
    for (const [position, member] of rows.entries()) {
      try {
        await tx
          .insert(teamMembers)
          .values({ teamId, edition, position, email: text(member.email), national: text(member.national), data: member });
      } catch (error) {
        const constraint = isUniqueViolation(error);
        if (constraint === 'team_members_email_key') throw conflict(`members.${position}.email`, refusal('memberEmailTaken', language));
        if (constraint === 'team_members_national_key')
          throw conflict(`members.${position}.national`, refusal('memberNationalIdTaken', language));
        throw error;
      }
    }
    return teamId;
  },
};

export const confirmationTarget: SubmissionTarget = {
  formId: 'bootcamp-confirmation',
  ownerKind: 'confirmation',
  opensApplication: false,
  conflicts: {
    bootcamp_confirmations_email_key: { field: 'email', refusal: 'seatAlreadyConfirmed' },
    bootcamp_confirmations_national_key: { field: 'national', refusal: 'seatAlreadyConfirmed' },
  },
  store: (tx, input, deps) => confirmSeat(tx, deps, input),
};

/** Any other published form. */
export const genericTarget = (formId: string): SubmissionTarget => ({
  formId,
  ownerKind: 'response',
  opensApplication: true,
  conflicts: {},
  store: async (tx, { version, data, meta }) => {
    const [row] = await tx
      .insert(formResponses)
      .values({ formId, formVersion: version, data, ipAddress: meta.ipAddress ?? null, submittedAt: meta.submittedAt ?? null })
      .returning({ id: formResponses.id });
    return row!.id;
  },
});

/** Forms with their own endpoint keep their window and uniqueness when sent to /form-response-items. */
export const DEDICATED_TARGETS: Record<string, SubmissionTarget> = {
  bootcamp: bootcampTarget,
  'hackathon-team': hackathonTarget,
  'bootcamp-confirmation': confirmationTarget,
};

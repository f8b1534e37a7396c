import { z } from 'zod';

/** Every status of the lifecycle (docs: lifecycle.md), in the diagram's order. */
export const STATUSES = ['submitted', 'accepted', 'waitlisted', 'rejected', 'withdrawn', 'confirmed', 'declined', 'checked_in'] as const;
export const statusSchema = z.enum(STATUSES);
export type ApplicationStatus = z.infer<typeof statusSchema>;

const ACTIONS = ['withdraw', 'decline', 'confirm', 'confirm-seat'] as const;
export type ApplicationAction = (typeof ACTIONS)[number];
/** The actions answered by a POST to the application's link. */
export type PostedAction = Exclude<ApplicationAction, 'confirm-seat'>;

const isAction = (value: string): value is ApplicationAction => (ACTIONS as readonly string[]).includes(value);

const historyEntrySchema = z.object({
  from: statusSchema.nullable(),
  to: statusSchema,
  at: z.string(),
  by: z.string(),
  note: z.string().nullish(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const applicationSchema = z.object({
  kind: z.string(),
  id: z.union([z.number(), z.string()]),
  formId: z.string().optional(),
  status: statusSchema,
  submittedAt: z.string(),
  name: z.string().nullish(),
  role: z.enum(['applicant', 'leader', 'member']).catch('applicant'),
  teamName: z.string().nullish(),
  answers: z.record(z.string(), z.unknown()).catch({}),
  history: z.array(historyEntrySchema).catch([]),
  nextStep: z.string().nullish(),
  // An action this page does not know yet is left out rather than failing the whole page.
  actions: z
    .array(z.string())
    .catch([])
    .transform((actions) => actions.filter(isAction)),
  checkInCode: z.string().nullish(),
  confirmation: z
    .object({
      formId: z.string(),
      deadline: z.string().nullish(),
      prefill: z.record(z.string(), z.unknown()),
    })
    .optional(),
});
export type Application = z.infer<typeof applicationSchema>;

/** The definition that labels the answers; older answers may lack formId, and the team form is not named after its kind. */
export const formIdOf = (application: Application): string =>
  application.formId ?? (application.kind === 'hackathon' ? 'hackathon-team' : application.kind);

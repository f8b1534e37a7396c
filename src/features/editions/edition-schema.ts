import { z } from 'zod';

export const INSIGHT_TITLES = ['Participants', 'Teams', 'Mentors', 'Judges', 'Sponsors', 'Volunteers', 'Local Winners'] as const;

const insightSchema = z.strictObject({ title: z.enum(INSIGHT_TITLES), count: z.number().int().nonnegative() });

const winnerSchema = z.strictObject({
  team: z.string().min(1),
  challenge: z.string().min(1).optional(),
  image: z.string().min(1).optional(),
});

const winnersSchema = z.strictObject({
  globalNominee: z.array(winnerSchema),
  localWinners: z.array(winnerSchema),
  peoplesChoiceAward: z.array(winnerSchema).optional(),
  backgroundImage: z.string().optional(),
});

const galleryItemSchema = z.strictObject({ img: z.string().min(1), title: z.string().min(1) });

/** One past edition (specification section 3); a figure or section that is not known is left out. */
export const editionSchema = z.strictObject({
  year: z.number().int().min(2015),
  // Every edition is told in every language of the site.
  highlightsDescription: z.strictObject({ en: z.string().min(1), ar: z.string().min(1) }),
  // Only embeddable video addresses the site's content policy allows.
  videoUrl: z
    .url()
    .regex(/^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//)
    .optional(),
  backgroundImage: z.string().optional(),
  insights: z.array(insightSchema),
  winners: winnersSchema.optional(),
  gallary: z.array(galleryItemSchema),
});

export type Edition = z.infer<typeof editionSchema>;
export type EditionInput = z.input<typeof editionSchema>;
export type Winner = z.infer<typeof winnerSchema>;

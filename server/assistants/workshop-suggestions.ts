import { z } from 'zod';
import type { OptionListItem } from '../options/option-store';
import type { AssistantEnv } from './assistant-env';
import { isRealWorkshop } from './knowledge';
import { postJson } from './outside-call';
import { withLabels } from './personal-labels';
import { rankWorkshops, type PersonalData } from './workshop-ranking';

export const PRIORITY_FIELDS = ['first_priority_id', 'second_priority_id', 'third_priority_id'] as const;
type PriorityField = (typeof PRIORITY_FIELDS)[number];
export type Recommended = Partial<Record<PriorityField, { id: number; name: string }>>;

const pick = z.object({ id: z.coerce.number().int(), name: z.string().max(200) });
const webhookAnswerSchema = z.object({
  output: z.object({ recommended_workshops: z.object({ first_priority_id: pick, second_priority_id: pick, third_priority_id: pick }) }),
});

/** The webhook's answer if it names three distinct real workshops; automation tools often wrap it in a list. */
export function checkWebhookAnswer(answer: unknown, workshops: OptionListItem[]): Recommended | undefined {
  const parsed = webhookAnswerSchema.safeParse(Array.isArray(answer) ? answer[0] : answer);
  if (!parsed.success) return undefined;
  const picks = parsed.data.output.recommended_workshops;
  const ids = PRIORITY_FIELDS.map((field) => picks[field].id);
  const known = new Set(workshops.filter(isRealWorkshop).map((workshop) => workshop.id));
  if (new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) return undefined;
  return picks;
}

/** Three different workshops for the three priorities, best fit first. */
export function recommendationFrom(ranked: OptionListItem[]): Recommended {
  return Object.fromEntries(
    PRIORITY_FIELDS.flatMap((field, index) => (ranked[index] ? [[field, { id: ranked[index].id, name: ranked[index].name }]] : [])),
  );
}

/** The organisers' webhook when configured (falling back on any failure), otherwise the built-in ranking. */
export async function suggestWorkshops(env: AssistantEnv, personal: PersonalData): Promise<Recommended> {
  const [workshops, labelled] = await Promise.all([env.options.list('workshops'), withLabels(env.db, env.options, personal)]);
  if (env.config.suggestionWebhookUrl) {
    try {
      const answer = await postJson(
        env.fetch,
        env.config.suggestionWebhookUrl,
        { personal_data: labelled, workshops },
        env.config.timeoutMs,
      );
      const checked = checkWebhookAnswer(answer, workshops);
      if (checked) return checked;
      env.log.warn('suggestion webhook answered an unusable shape; ranking instead');
    } catch (error) {
      env.log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'suggestion webhook failed; ranking instead');
    }
  }
  return recommendationFrom(rankWorkshops(labelled, workshops));
}

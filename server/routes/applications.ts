import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { forbidden, notFound } from '../http/errors';
import { requestLanguage } from '../http/request-language';
import { applicantView, findHolder, NOBODY_HOLDER, type LinkHolder } from '../lifecycle/applicant-view';
import { changeStatus } from '../lifecycle/change-status';
import { checkConfirmationDeadline } from '../lifecycle/confirm-seat';
import type { Status } from '../lifecycle/statuses';
import { LINK_REFUSALS } from '../lifecycle/link-refusals';
import type { Language } from '../../src/lib/i18n/languages';

const tokenParams = { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] } as const;
const statusAnswer = {
  200: { type: 'object', properties: { data: { type: 'object', properties: { status: { type: 'string' } } } } },
} as const;

type Act = 'withdraw' | 'decline' | 'confirm';
const TARGET: Record<Act, Status> = { withdraw: 'withdrawn', decline: 'declined', confirm: 'confirmed' };

/** Who may confirm through this endpoint: a team's leader, or the applicant of a published form (bootcamp seats go through the form). */
function checkMayConfirm(holder: LinkHolder, language: Language) {
  if (holder.application.kind === 'bootcamp') throw forbidden(LINK_REFUSALS[language].seatThroughForm);
  if (holder.role === 'member') throw forbidden(LINK_REFUSALS[language].leaderConfirms);
}

/** The applicant's private link: GET the application, and the moves that are the applicant's (lifecycle.md). */
export async function applicationRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { token: string } }>(
    '/applications/:token',
    {
      schema: {
        summary:
          'An application as its private link shows it: status, next step, answers (files by name), history, allowed actions, check-in code',
        tags: ['applicants'],
        params: tokenParams,
      },
    },
    async (request) => {
      const holder = await findHolder(deps.db, request.params.token);
      const language = requestLanguage(request);
      const view = await applicantView(deps.db, holder ?? NOBODY_HOLDER, language);
      if (!holder) throw notFound(LINK_REFUSALS[language].unknownLink);
      return { data: view };
    },
  );

  for (const act of Object.keys(TARGET) as Act[]) {
    app.post<{ Params: { token: string } }>(
      `/applications/:token/${act}`,
      {
        schema: {
          summary:
            act === 'withdraw'
              ? 'Withdraw an application (from submitted or waitlisted)'
              : act === 'decline'
                ? 'Decline an accepted place'
                : 'Confirm an accepted team (leader\u2019s link) or published-form application; each person gets a check-in code by e-mail',
          tags: ['applicants'],
          params: tokenParams,
          response: statusAnswer,
        },
      },
      async (request) => {
        const holder = await findHolder(deps.db, request.params.token);
        const language = requestLanguage(request);
        if (!holder) throw notFound(LINK_REFUSALS[language].unknownLink);
        if (act === 'confirm') {
          checkMayConfirm(holder, language);
          await checkConfirmationDeadline(deps.db, deps.now());
        }
        if (act === 'decline' && holder.role === 'member') throw forbidden(LINK_REFUSALS[language].leaderDeclines);
        const result = await deps.db.transaction((tx) =>
          changeStatus(tx, deps, holder.application.id, { to: TARGET[act], actor: 'applicant', by: 'applicant' }),
        );
        deps.onMailQueued?.();
        return { data: { status: result.to } };
      },
    );
  }
}

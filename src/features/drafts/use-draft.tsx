import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { CompiledForm, FormDefinition } from '../../engine/index';
import type { FormRendererProps, Values } from '../../form-react/index';
import { DraftActions } from './draft-actions';
import { knownWithoutDraft, spendDraftHint } from './draft-hint';
import { deleteDraft, getDraft, type StoredDraft } from './drafts-api';
import { DraftSession } from './draft-session';
import { restoreDraft, type RestoredDraft } from './restore-draft';

/** How the form came to be opened: nothing saved, resumed, resumed from a link, or started again. */
export type DraftOutcome = 'fresh' | 'resumed' | 'welcome' | 'restarted';

type Decision =
  | { phase: 'loading' }
  | { phase: 'offer'; draft: StoredDraft }
  | { phase: 'restoring' }
  | { phase: 'deleting' }
  | { phase: 'ready'; outcome: DraftOutcome; restored?: RestoredDraft; exists: boolean; expiresAt?: string };

export type DraftFormProps = Pick<FormRendererProps, 'initialStep' | 'onStepChange' | 'onValuesChange' | 'extraActions'>;

export interface DraftControl {
  phase: Decision['phase'];
  /** The draft found, while the applicant chooses between Resume and Start again. */
  offer?: StoredDraft;
  outcome?: DraftOutcome;
  /** Files of the draft that could not be brought back. */
  lostFiles: string[];
  resume: () => void;
  startAgain: () => void;
  /** Draw the form once ready, with `key={formKey}`: the renderer reads its starting values only when it mounts. */
  ready: boolean;
  formKey: string;
  initialValues?: Values;
  formProps: DraftFormProps;
  /** After a successful submit: the draft is deleted and nothing more is saved. */
  discard: () => Promise<void>;
}

/** The page a resume link opened says which form it claimed, in the history entry (nothing personal). */
export interface ClaimedState {
  draftClaimed?: string;
}

const definitionOf = (source: FormDefinition | CompiledForm | undefined) => (source && 'schema' in source ? source.definition : source);

/**
 * A form's server-side draft: loads it when the page opens, offers Resume or Start again (resumes at
 * once when a resume link was just claimed), saves as the applicant goes, and deletes it after a submit.
 */
export function useDraft(formId: string, source: FormDefinition | CompiledForm | undefined): DraftControl {
  const definition = useRef(definitionOf(source));
  useEffect(() => {
    definition.current = definitionOf(source);
  }, [source]);
  const claimed = (useLocation().state as ClaimedState | null)?.draftClaimed === formId;
  // The server said there is nothing to look up: the form shows at once, as the page arrived drawn.
  const [withoutDraft] = useState(() => knownWithoutDraft(formId));
  const [decision, setDecision] = useState<Decision>(() =>
    withoutDraft ? { phase: 'ready', outcome: 'fresh', exists: false } : { phase: 'loading' },
  );
  const [serial, setSerial] = useState(0);
  const live = useRef(true);

  const decide = (next: Decision) => {
    if (!live.current) return;
    if (next.phase === 'ready') setSerial((value) => value + 1);
    setDecision(next);
  };

  const restore = async (draft: StoredDraft, outcome: DraftOutcome) => {
    decide({ phase: 'restoring' });
    decide({ phase: 'ready', outcome, restored: await restoreDraft(formId, draft), exists: true, expiresAt: draft.expiresAt });
  };

  // Read when the draft arrives, not a reason to load it again.
  const onLoaded = useEffectEvent((draft: StoredDraft | null) => {
    if (!draft) decide({ phase: 'ready', outcome: 'fresh', exists: false });
    else if (claimed) void restore(draft, 'welcome');
    else decide({ phase: 'offer', draft });
  });
  useEffect(() => {
    let active = true;
    live.current = true;
    spendDraftHint(formId);
    if (!withoutDraft) {
      getDraft(formId).then(
        (draft) => active && onLoaded(draft),
        // Drafts are a help, never a gate: without an answer the form opens empty.
        () => active && onLoaded(null),
      );
    }
    return () => {
      active = false;
      live.current = false;
    };
  }, [formId, withoutDraft]);

  const ready = decision.phase === 'ready' ? decision : undefined;
  const session = useMemo(
    () =>
      ready &&
      new DraftSession(formId, () => definition.current, {
        exists: ready.exists,
        step: ready.restored?.step ?? 0,
        expiresAt: ready.expiresAt,
      }),
    [ready, formId],
  );
  useSaveWhenLeaving(session);

  const formProps = useMemo<DraftFormProps>(
    () =>
      session
        ? {
            initialStep: ready?.restored?.step,
            onStepChange: session.stepChanged,
            onValuesChange: session.valuesChanged,
            extraActions: <DraftActions session={session} />,
          }
        : {},
    [session, ready],
  );

  return {
    phase: decision.phase,
    offer: decision.phase === 'offer' ? decision.draft : undefined,
    outcome: ready?.outcome,
    lostFiles: ready?.restored?.lostFiles ?? [],
    resume: () => {
      if (decision.phase === 'offer') void restore(decision.draft, 'resumed');
    },
    startAgain: () => {
      decide({ phase: 'deleting' });
      // If the delete fails, the first save still sends every answer, so nothing old survives in the fields.
      void deleteDraft(formId)
        .catch(() => undefined)
        .then(() => decide({ phase: 'ready', outcome: 'restarted', exists: false }));
    },
    ready: ready !== undefined,
    formKey: `${formId}-${serial}`,
    initialValues: ready?.restored?.values,
    formProps,
    discard: async () => {
      await session?.saver.dispose();
      await deleteDraft(formId).catch(() => undefined); // the sweeper deletes what this misses
    },
  };
}

/** Saves at once when the tab is hidden (a phone switching apps, a reload) or the form goes away. */
function useSaveWhenLeaving(session: DraftSession | undefined) {
  useEffect(() => {
    if (!session) return;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void session.saver.flush({ keepalive: true });
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onHidden);
      if (session.saver.pending) void session.saver.flush();
    };
  }, [session]);
}

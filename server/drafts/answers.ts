import { traitsOf } from '../../src/engine/index';
import type { ReadyForm } from '../forms/definitions';
import { fileRuleAt, forEachFileValue } from '../submissions/file-rules';

/** What one save writes: answers to set, and fields the applicant emptied. */
export interface DraftPatch {
  patch: Record<string, unknown>;
  removed: string[];
}

/**
 * The part of a save that is kept: only fields named in `changed` (so a tab never overwrites what another
 * tab wrote to other fields), only fields of the form, never a captcha (it is solved again at submit) nor a
 * file (files go through the files route). A changed field missing from `answers` was emptied.
 */
export function draftPatchOf(
  ready: Pick<ReadyForm, 'compiled' | 'forms'>,
  answers: Record<string, unknown>,
  changed: string[],
): DraftPatch {
  const { definition } = ready.compiled;
  const kept = new Set(
    definition.fields
      .filter((field) => traitsOf(field).keptInDrafts && !fileRuleAt(definition, ready.forms, [field.name]))
      .map((field) => field.name),
  );
  const patch = Object.create(null) as Record<string, unknown>;
  const removed: string[] = [];
  for (const name of new Set(changed)) {
    if (!kept.has(name)) continue;
    const value = Object.hasOwn(answers, name) ? answers[name] : undefined;
    if (value === undefined || value === null) removed.push(name);
    else patch[name] = value;
  }
  // File answers inside component rows (a member's photo) arrive as {} in JSON: they are not answers.
  forEachFileValue(definition, ready.forms, patch, (holder, name) => {
    delete holder[name];
  });
  return { patch, removed };
}

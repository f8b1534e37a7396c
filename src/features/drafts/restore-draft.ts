import type { Values } from '../../form-react/index';
import { fetchDraftFile, type StoredDraft } from './drafts-api';
import { placeFiles } from './draft-values';

export interface RestoredDraft {
  /** The answers with every file back as a File at its path. */
  values: Values;
  step: number;
  /** Names of the files that could not be fetched again: the applicant chooses them again. */
  lostFiles: string[];
}

/** A stored draft as the form's starting values: files are downloaded and rebuilt as File objects. */
export async function restoreDraft(formId: string, draft: StoredDraft, fetchFile = fetchDraftFile): Promise<RestoredDraft> {
  const fetched = await Promise.allSettled(draft.files.map(async (info) => ({ path: info.field, file: await fetchFile(formId, info) })));
  const files = fetched.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const { values, unplaced } = placeFiles(draft.answers, files);
  const lost = draft.files.filter((info, index) => fetched[index]!.status === 'rejected' || unplaced.includes(info.field));
  return { values, step: draft.step, lostFiles: lost.map((info) => info.name) };
}

import type { FormWords } from '../../form-react/index';
import { cairoMomentWords, cairoTimeWords } from '../registration/cairo-words';

/** 'Tuesday 24 November 2026 at 10:42 AM (Cairo time)': when a draft was saved or until when it is kept. */
export const draftMoment = (words: FormWords, iso: string) => cairoMomentWords(words, iso);

/** 'Saved at 10:42 AM': the quiet status line under the form. */
export const savedAt = (words: FormWords, iso: string) => words.t('drafts.savedAt', { time: cairoTimeWords(words, iso) });

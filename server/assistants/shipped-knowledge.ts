import { checkDefinition, type FormDefinition } from '../../src/engine/index';
import { linearPatterns } from '../../src/lib/linear-patterns';
import { readFormFiles } from '../forms/files';
import { CHATBOT_TRAINING_DATA } from '../seed/chatbot';
import { optionItemsFrom } from '../seed/option-lists';
import { DEFAULT_SETTINGS, type EventSettings } from '../settings/settings';
import { buildKnowledge, isRealWorkshop, type KnowledgeSources } from './knowledge';
import type { Language } from '../../src/lib/i18n/languages';
import type { KnowledgeEntry } from './knowledge-entry';

/**
 * What a freshly seeded site answers from, without a database: forms/*.json as published on first start,
 * the seeded option lists and training rows, and the given settings. For tests and the evaluation.
 */
export function shippedSources(settings: EventSettings = DEFAULT_SETTINGS): KnowledgeSources {
  const files = readFormFiles().filter((file) => file.builtIn);
  const formsIn = (language: Language) => {
    const forms: Record<string, FormDefinition> = {};
    for (const file of files) {
      const checked = checkDefinition({ ...file.raw, id: file.id }, { patterns: linearPatterns, language });
      if (checked.ok) forms[file.id] = checked.definition;
    }
    return forms;
  };
  const workshops = optionItemsFrom(files)
    .filter((item) => item.list === 'workshops' && isRealWorkshop(item))
    .map((item) => item.name);
  return { settings, forms: formsIn('en'), translatedForms: { ar: formsIn('ar') }, workshops, training: CHATBOT_TRAINING_DATA };
}

export const shippedKnowledge = (settings: EventSettings = DEFAULT_SETTINGS, language: Language = 'en'): KnowledgeEntry[] =>
  buildKnowledge(shippedSources(settings), language);

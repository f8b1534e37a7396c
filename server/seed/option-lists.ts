import { localize, SOURCE_LANGUAGE, type LocalText } from '../../src/engine/index';
import type { FormFile } from '../forms/files';

export interface OptionItem {
  list: string;
  id: number;
  name: string;
  title?: string;
  description?: string;
  kind?: string;
}

/** Endpoint path → list key and kind ("/bootcamp-participant-skills?type=technical"). */
export function listOfEndpoint(endpoint: string): { list: string; kind?: string } {
  const [path = '', query = ''] = endpoint.split('?');
  const list = path.replace(/^\/+/, '').replace(/\/+$/, '');
  const kind = new URLSearchParams(query).get('type') ?? undefined;
  return { list: LIST_ALIASES[list] ?? list, kind };
}

/** Endpoints of the contract that answer the same list. */
export const LIST_ALIASES: Record<string, string> = { educationlevels: 'education-levels' };

/** Workshops carry a description each (the AI suggestion reads them). */
const WORKSHOP_DESCRIPTIONS: Record<string, string> = {
  'Introduction to NASA Open Data': 'Find, download and read NASA Earth and space data sets (Earthdata, Worldview, APIs) for your project.',
  'Python for Data Analysis': 'Hands-on pandas, NumPy and Matplotlib: clean a real data set and turn it into charts.',
  'Machine Learning Fundamentals':
    'Train and evaluate a first model with scikit-learn; when ML helps a hackathon idea and when it does not.',
  'GIS and Remote Sensing Basics': 'Satellite imagery, coordinate systems and QGIS: map a change on the ground from space.',
  'UI/UX Design for Hackathon Projects': 'From user need to clickable prototype in Figma in under two hours.',
  'Storytelling and Pitching Your Idea': 'Shape your project into a three-minute story and video that judges remember.',
  'Teamwork and Project Management': 'Split the work, plan 48 hours and keep a team moving with simple agile habits.',
  None: 'No workshop for this priority.',
};

/** Lists the definitions do not hold. */
const EXTRA_ITEMS: OptionItem[] = [];

interface RawField {
  endpoint?: string;
  isComeFromApi?: boolean;
  options?: { label: LocalText; value: string }[];
}

/**
 * Every option list of the contract, taken from the built-in options of the definitions in forms/
 * (the lists the site falls back to), so the two never disagree.
 */
export function optionItemsFrom(files: FormFile[]): OptionItem[] {
  const items = new Map<string, OptionItem>();
  for (const file of files) {
    const steps = (file.raw.steps ?? []) as { fields?: RawField[] }[];
    for (const field of steps.flatMap((step) => step.fields ?? [])) {
      if (!field.isComeFromApi || !field.endpoint || !field.options) continue;
      const { list, kind } = listOfEndpoint(field.endpoint);
      for (const option of field.options) {
        const id = Number(option.value);
        if (!Number.isInteger(id)) continue;
        // The lists keep the source language's names, as every answer is stored language-independent.
        const label = localize(option.label, SOURCE_LANGUAGE);
        const item: OptionItem = { list, id, name: label, kind };
        if (list === 'workshops') item.description = WORKSHOP_DESCRIPTIONS[label];
        if (list === 'challenges') item.title = label;
        items.set(`${list}/${id}`, item);
      }
    }
  }
  for (const item of EXTRA_ITEMS) items.set(`${item.list}/${item.id}`, item);
  return [...items.values()];
}

import { describe, expect, it } from 'vitest';
import type { OptionListItem } from '../options/option-store';
import { rankWorkshops } from './workshop-ranking';
import { checkWebhookAnswer, recommendationFrom } from './workshop-suggestions';

// The seeded list (server/seed/option-lists.ts), "None" included as the selects offer it.
const workshops: OptionListItem[] = [
  {
    id: 1,
    name: 'Introduction to NASA Open Data',
    description: 'Find, download and read NASA Earth and space data sets (Earthdata, Worldview, APIs) for your project.',
  },
  {
    id: 2,
    name: 'Python for Data Analysis',
    description: 'Hands-on pandas, NumPy and Matplotlib: clean a real data set and turn it into charts.',
  },
  {
    id: 3,
    name: 'Machine Learning Fundamentals',
    description: 'Train and evaluate a first model with scikit-learn; when ML helps a hackathon idea and when it does not.',
  },
  {
    id: 4,
    name: 'GIS and Remote Sensing Basics',
    description: 'Satellite imagery, coordinate systems and QGIS: map a change on the ground from space.',
  },
  { id: 5, name: 'UI/UX Design for Hackathon Projects', description: 'From user need to clickable prototype in Figma in under two hours.' },
  {
    id: 6,
    name: 'Storytelling and Pitching Your Idea',
    description: 'Shape your project into a three-minute story and video that judges remember.',
  },
  {
    id: 7,
    name: 'Teamwork and Project Management',
    description: 'Split the work, plan 48 hours and keep a team moving with simple agile habits.',
  },
  { id: 0, name: 'None', description: 'No workshop for this priority.' },
];
const top3 = (personal: Record<string, unknown>) =>
  rankWorkshops(personal, workshops)
    .slice(0, 3)
    .map((workshop) => workshop.id);

describe('workshop ranking', () => {
  it('puts the workshops of a data and AI profile first', () => {
    expect(
      top3({ 'technical-skills': ['AI/Machine Learning', 'Data Analysis'], field_of_study_id: 'Computer Science and IT' }).sort(),
    ).toEqual([1, 2, 3]);
  });

  it('reads design and storytelling skills', () => {
    expect(
      top3({
        'technical-skills': ['UI/UX Design'],
        'non-technical-skills': ['Graphic Design', 'Storytelling'],
        field_of_study_id: 'Arts, Media and Design',
      }).slice(0, 2),
    ).toEqual([5, 6]);
  });

  it('reads the field of study and the self-description', () => {
    expect(top3({ talk_about_yourself: 'I love satellites and drawing maps' })[0]).toBe(4);
    expect(
      top3({ field_of_study_id: 'Science (Physics, Chemistry, Biology, Geology)', talk_about_yourself: 'I love satellites and maps' })
        .slice(0, 2)
        .sort(),
    ).toEqual([1, 4]);
  });

  it('reads management and presentation skills', () => {
    expect(top3({ 'non-technical-skills': ['Project Management', 'Teamwork', 'Presentation and Public Speaking'] }).slice(0, 2)).toEqual([
      7, 6,
    ]);
  });

  it('always gives three distinct workshops and never None, even with nothing to go on', () => {
    for (const personal of [{}, { governorate: 'Giza' }, { talk_about_yourself: '' }, { 'technical-skills': ['Hardware and IoT'] }]) {
      const ids = top3(personal);
      expect(new Set(ids).size).toBe(3);
      expect(ids).not.toContain(0);
    }
  });

  it('answers the contract shape', () => {
    expect(recommendationFrom(rankWorkshops({}, workshops))).toEqual({
      first_priority_id: { id: 1, name: 'Introduction to NASA Open Data' },
      second_priority_id: { id: 2, name: 'Python for Data Analysis' },
      third_priority_id: { id: 3, name: 'Machine Learning Fundamentals' },
    });
  });
});

describe("the organisers' webhook answer", () => {
  const answer = (a: number, b: number, c: number) => ({
    output: {
      recommended_workshops: {
        first_priority_id: { id: a, name: 'A' },
        second_priority_id: { id: String(b), name: 'B' },
        third_priority_id: { id: c, name: 'C' },
      },
    },
  });
  it('is passed on when it names three distinct known workshops (a list-wrapped answer too)', () => {
    expect(checkWebhookAnswer(answer(2, 3, 4), workshops)?.second_priority_id).toEqual({ id: 3, name: 'B' });
    expect(checkWebhookAnswer([answer(2, 3, 4)], workshops)).toBeDefined();
  });
  it.each([
    ['a repeated workshop', answer(2, 2, 4)],
    ['None', answer(0, 3, 4)],
    ['an unknown id', answer(2, 3, 99)],
    ['another shape', { recommended: [1, 2, 3] }],
  ])('is refused with %s', (_name, body) => {
    expect(checkWebhookAnswer(body, workshops)).toBeUndefined();
  });
});

import { memberRow, validAnswers } from '../../tests/fixtures/valid-answers';
import { formEntries, photo, type FormValue } from './requests';

type Answers = Record<string, unknown>;

/** The shared valid bootcamp answers with real PNG uploads in place of the browser's file objects. */
export function bootcampAnswers(overrides: Answers = {}): Answers {
  const { recaptcha: _token, ...answers } = validAnswers.bootcamp;
  return {
    ...answers,
    national_id_front: photo('front.png'),
    national_id_back: photo('back.png'),
    personal_photo: photo('me.png'),
    ...overrides,
  };
}

export const bootcampEntries = (overrides: Answers = {}): [string, FormValue][] => formEntries(bootcampAnswers(overrides));

/** A valid team of `count` members, each with a national ID photo. */
export function teamAnswers(overrides: Answers = {}, count = 3): Answers {
  const members = Array.from({ length: count }, (_, index) => ({ ...memberRow(index), national_id_photo: photo(`id-${index}.png`) }));
  return { ...validAnswers['hackathon-team'], members_count: String(count), members, team_photo: photo('team.png'), ...overrides };
}

export const confirmationAnswers = (overrides: Answers = {}): Answers => ({ ...validAnswers['bootcamp-confirmation'], ...overrides });

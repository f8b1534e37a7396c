import type { MessageId } from '../../lib/i18n/translate';
import earthObservation from './art/earth-observation.svg?no-inline';
import mentorTalk from './art/mentor-talk.svg?no-inline';
import rocketLaunch from './art/rocket-launch.svg?no-inline';
import teamAtWork from './art/team-at-work.svg?no-inline';
import trophy from './art/trophy.svg?no-inline';

/** Original illustrations shown while an edition has no published photos (the text says so); `title` is the id of its description. */
export const PLACEHOLDER_GALLERY: { img: string; title: MessageId }[] = [
  { img: teamAtWork, title: 'edition.art.team' },
  { img: rocketLaunch, title: 'edition.art.rocket' },
  { img: earthObservation, title: 'edition.art.satellite' },
  { img: mentorTalk, title: 'edition.art.mentor' },
  { img: trophy, title: 'edition.art.trophy' },
  { img: earthObservation, title: 'edition.art.orbit' },
];

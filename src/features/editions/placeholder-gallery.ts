import earthObservation from './art/earth-observation.svg?no-inline';
import mentorTalk from './art/mentor-talk.svg?no-inline';
import rocketLaunch from './art/rocket-launch.svg?no-inline';
import teamAtWork from './art/team-at-work.svg?no-inline';
import trophy from './art/trophy.svg?no-inline';

/** Original illustrations shown while an edition has no published photos (the text says so). */
export const PLACEHOLDER_GALLERY = [
  { img: teamAtWork, title: 'Illustration: a team building its project at laptops' },
  { img: rocketLaunch, title: 'Illustration: a rocket lifting off at night' },
  { img: earthObservation, title: 'Illustration: a satellite observing the Earth' },
  { img: mentorTalk, title: 'Illustration: a mentor presenting a chart to participants' },
  { img: trophy, title: 'Illustration: a winner’s trophy under the stars' },
  { img: earthObservation, title: 'Illustration: open Earth data seen from orbit' },
];

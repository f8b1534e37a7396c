// The 2025 edition as the specification states it (section 1); the deadlines come from the settings.
export const BOOTCAMP_FACTS = {
  date: 'Friday 19 September 2025',
  time: '8:00 am to 6:00 pm',
  venue: 'A university in 6th of October city',
  benefits: ['Talks by past winners', 'Technical and non-technical workshops', 'Team building', 'Interactive activities'],
};

export const HACKATHON_FACTS = {
  date: '3 and 4 October 2025',
  time: 'Starting 8:00 AM',
  venue: '6th of October city',
  teamSize: 'Teams of 1 to 6 members',
};

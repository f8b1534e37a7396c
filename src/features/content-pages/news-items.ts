export interface NewsItem {
  /** yyyy-mm-dd */
  date: string;
  title: string;
  text: string;
  link?: { to: string; label: string };
}

// Announcements of the 2025 edition (specification section 1), newest first.
export const NEWS: NewsItem[] = [
  {
    date: '2025-10-03',
    title: 'The hackathon: 3 and 4 October 2025',
    text: 'The hackathon starts at 8:00 AM on Friday 3 October in 6th of October city and runs over two days.',
  },
  {
    date: '2025-09-26',
    title: 'Team registration closes on 26 September',
    text: 'The hackathon registration form closes on Friday 26 September 2025 at 11:59 PM. Register your whole team, its members and its project before then.',
    link: { to: '/register', label: 'Register your team' },
  },
  {
    date: '2025-09-19',
    title: 'The bootcamp: Friday 19 September 2025',
    text: 'From 8:00 am to 6:00 pm at a university in 6th of October city: talks by past winners, technical and non-technical workshops, team building and interactive activities.',
    link: { to: '/#bootcamp-section', label: 'Bootcamp details' },
  },
  {
    date: '2025-09-16',
    title: 'Bootcamp applications close on 16 September',
    text: 'Apply for the bootcamp by Tuesday 16 September 2025 at 11:59 PM. Workshop seats are limited; you rank three workshops in the form.',
    link: { to: '/bootcamp-registration', label: 'Apply to the bootcamp' },
  },
];

const DISCLOSE = /\b(reveal|leak|dump|export|list|show me|give me|send me|share|display|print|look ?up|retrieve|access)\b/;
const PERSONAL =
  /\b(national ?(id|number)s?|id numbers?|passports?|phones?|mobiles?|e-?mails?|address(es)?|birth|personal|private|data|details|names|records?|photos?|list)\b/;
const SOMEONE =
  /\b(applicants?|participants?|registrants?|attendees?|users?|students?|people|persons?|someone|somebody|everyone|everybody|others|database|submissions?|applications)\b/;
// "What is the national ID of Ahmed?", but not "What is the e-mail of the organisers?"
const WHOSE =
  /\b(what(?:'s| is| are)|tell me) (the |a |an |their |his |her )?(national ?id|id number|passport( number)?|phone( number)?|mobile( number)?|e-?mail( address)?|address|birth ?date|date of birth)s? (of|for) (?!(the )?(organi[sz]ers?|organi[sz]ation|event|hackathon|bootcamp|you|support)\b)/;
const OVERRIDE =
  /\b(ignore|disregard|forget|override|bypass)\b[^.?!]{0,60}\b(instructions?|rules|prompt|guidelines|previous|above|system)\b|\b(system prompt|developer mode|jailbreak|you are now|pretend (to be|you are)|act as)\b/;

/** The answer to a request for personal data or to change the rules; `contact` is the organisers' address from the settings. */
export const refusal = (contact: string) =>
  "I can only answer questions about the event, and I have no access to applications or anyone's personal data. " +
  `For anything about your own application, e-mail ${contact}.`;

/** The answer when nothing the assistant knows fits. */
export const dontKnow = (contact: string) =>
  "I don't know the answer to that. I can answer questions about the bootcamp and the hackathon: dates, venue, registration, teams and rules. " +
  `For anything else, please e-mail ${contact} (the contact page, /contact, has more ways to reach the organisers).`;

/** A fixed answer for questions not to search for: requests for personal data, attempts to change the rules, greetings. */
export function guardedReply(question: string, contact: string): string | undefined {
  const text = question.toLowerCase().replace(/\s+/g, ' ').trim();
  if (OVERRIDE.test(text)) return refusal(contact);
  if ((DISCLOSE.test(text) && PERSONAL.test(text) && SOMEONE.test(text)) || WHOSE.test(text)) return refusal(contact);
  if (/^(hi|hello|hey|salam|salaam|good (morning|afternoon|evening))\b[\s!.,?]*$/.test(text)) {
    return 'Hello! Ask me about the bootcamp, the hackathon, their dates and venue, teams or the rules.';
  }
  if (/^(ok,? )?(thanks|thank you|thx)\b[\s!.,]*$/.test(text)) return "You're welcome! Good luck with your application.";
  return undefined;
}

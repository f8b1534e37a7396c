import { useEventFacts } from '../registration-windows/use-event-settings';

/** The organisers' address from the settings, as a mailto link; `subject` starts the message. */
export function ContactLink({ subject, className }: { subject?: string; className?: string }) {
  const { contactEmail } = useEventFacts();
  const href = `mailto:${contactEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <a className={className} href={href}>
      {contactEmail}
    </a>
  );
}

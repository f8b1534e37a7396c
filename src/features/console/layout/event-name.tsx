import { SHORT_NAME } from '../../layout/site-links';
import { useEventSettings } from '../../registration-windows/use-event-settings';

/** The event and its edition as the settings say ('Space Apps Cairo 2025'). */
export function EventName() {
  const { settings } = useEventSettings();
  return (
    <>
      {SHORT_NAME}
      {settings ? ` ${settings.edition}` : ''}
    </>
  );
}

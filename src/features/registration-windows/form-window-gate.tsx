import type { ReactNode } from 'react';
import { windowOfForm } from './form-windows';
import { RegistrationGate } from './registration-gate';

/** A form with a registration window is gated as on its own route (countdown, form, closed); any other form shows as it is. */
export function FormWindowGate({ formId, children }: { formId: string; children: ReactNode }) {
  const kind = windowOfForm(formId);
  return kind ? <RegistrationGate kind={kind}>{children}</RegistrationGate> : <>{children}</>;
}

import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { cspNonce } from '../lib/csp-nonce';
import { applyToastDurations, TOAST_DURATIONS, TOAST_LIMIT } from './toast-durations';

/** The toast container with the specification's durations and limit (loaded after the first paint). */
export function ToastHost() {
  useEffect(() => applyToastDurations(), []);
  // The container injects its stylesheet as a <style> element, which the page's CSP allows only with its nonce.
  return <ToastContainer limit={TOAST_LIMIT} autoClose={TOAST_DURATIONS.default} position="top-right" theme="colored" nonce={cspNonce()} />;
}

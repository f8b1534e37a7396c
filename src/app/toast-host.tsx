import { useEffect, useSyncExternalStore } from 'react';
import { ToastContainer, toast, type CloseButtonProps } from 'react-toastify';
import { cspNonce } from '../lib/csp-nonce';
import { provideErrorToasts } from '../lib/error-toast';
import { translate } from '../lib/i18n/translate';
import { applyToastDurations, TOAST_DURATIONS, TOAST_LIMIT } from './toast-durations';

// The host sits outside the language's provider (beside the router): it follows the page's `dir`, which that provider sets.
function subscribeToDirection(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}
const isRightToLeft = () => document.documentElement.dir === 'rtl';

/** The library's close button, named in the page's language (the library names it 'close' in every language). */
function closeButtonIn(language: 'en' | 'ar') {
  return function CloseButton({ closeToast, theme }: CloseButtonProps) {
    return (
      <button
        type="button"
        className={`Toastify__close-button Toastify__close-button--${theme}`}
        aria-label={translate(language, 'toast.close')}
        onClick={(event) => {
          event.stopPropagation();
          closeToast(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 14 16">
          <path
            fillRule="evenodd"
            d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
          />
        </svg>
      </button>
    );
  };
}
const CLOSE_BUTTONS = { en: closeButtonIn('en'), ar: closeButtonIn('ar') };

/** The toast container with the specification's durations and limit (loaded after the first paint), in Arabic on Arabic pages. */
export function ToastHost() {
  useEffect(() => applyToastDurations(), []);
  useEffect(() => provideErrorToasts((message) => toast.error(message)), []);
  const rtl = useSyncExternalStore(subscribeToDirection, isRightToLeft, () => false);
  // The container injects its stylesheet as a <style> element, which the page's CSP allows only with its nonce.
  return (
    <ToastContainer
      limit={TOAST_LIMIT}
      autoClose={TOAST_DURATIONS.default}
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      theme="colored"
      aria-label={translate(rtl ? 'ar' : 'en', 'toast.region')}
      closeButton={CLOSE_BUTTONS[rtl ? 'ar' : 'en']}
      nonce={cspNonce()}
    />
  );
}

import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useNamespaces } from '../../lib/i18n/language-context';
import { useT } from '../../lib/i18n/translate';
import './chatbot-widget.css';

// The panel, its styles and its logic load on first use; the home page pays for this button only.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(async () => ({ default: (await loadPanel()).ChatPanel }));

interface LauncherProps {
  toggle: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpen: () => void;
}

/** The round button; its words are the chat catalogue's, a small chunk of its own, so it shows once they are here. */
function Launcher({ toggle, open, onOpen }: LauncherProps) {
  useNamespaces(['chat']);
  const t = useT();
  return (
    <button
      ref={toggle}
      type="button"
      className="chatbot-toggle"
      aria-label={t('chat.launcher.open')}
      aria-haspopup="dialog"
      aria-expanded={open}
      hidden={open}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={onOpen}
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M4 5h16v11H9l-5 4V5Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M8 10h8M8 13h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

function Loading() {
  const t = useT();
  return (
    <p role="status" className="chatbot-loading">
      {t('chat.launcher.loading')}
    </p>
  );
}

/** The chat toggle at the bottom of every page (on the reading side's end), and the chat panel it opens. */
export function ChatbotWidget() {
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted (hidden when closed) so the conversation is kept.
  const [used, setUsed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const close = useCallback(() => setOpen(false), []);

  // Focus returns to the toggle once the panel has closed and the toggle shows again.
  useEffect(() => {
    if (wasOpen.current && !open) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div className="chatbot">
      {used ? (
        <Suspense fallback={open ? <Loading /> : null}>
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <Launcher
          toggle={toggle}
          open={open}
          onOpen={() => {
            setUsed(true);
            setOpen(true);
          }}
        />
      </Suspense>
    </div>
  );
}

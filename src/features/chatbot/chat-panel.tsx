import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLanguage, useNamespaces } from '../../lib/i18n/language-context';
import { DIRECTIONS } from '../../lib/i18n/languages';
import { useT, type MessageId } from '../../lib/i18n/translate';
import { CHAT_LIMITS, type ChatTurn } from './chat-api';
import { ReplyText } from './reply-text';
import { useChat, type ChatEntry, type EntryStatus } from './use-chat';
import { useFocusTrap } from './use-focus-trap';
import './chat-panel.css';

export interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
  /** Stands in for POST /assistant/chat in tests. */
  ask?: (messages: ChatTurn[]) => Promise<string>;
}

// The panel's own notes, worded in the page's language when drawn (a language switch rewords them).
const NOTES: Partial<Record<EntryStatus, MessageId>> = {
  greeting: 'chat.greeting',
  thinking: 'chat.thinking',
  error: 'chat.error',
  empty: 'chat.empty',
};

/** What a message says: the asked or answered text as written, or the panel's own note in the page's language. */
function MessageText({ entry, onNavigate }: { entry: ChatEntry; onNavigate: () => void }) {
  const t = useT();
  const note = NOTES[entry.status];
  if (note) return t(note);
  return entry.role === 'assistant' ? <ReplyText text={entry.text} onNavigate={onNavigate} /> : entry.text;
}

/** The chat dialog: replies are drawn as text only, new ones are announced, focus stays inside while open. */
export function ChatPanel({ open, onClose, ask }: ChatPanelProps) {
  useNamespaces(['chat', 'site']);
  const t = useT();
  const language = useLanguage();
  const { entries, pending, send } = useChat(ask);
  const [draft, setDraft] = useState('');
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const titleId = useId();
  const inputId = useId();
  useFocusTrap(dialog, open, onClose);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [entries]);

  const submit = () => {
    if (draft.trim() === '' || pending) return;
    void send(draft);
    setDraft('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  // Enter sends, Shift+Enter makes a new line; Enter that confirms an input method's composition does neither.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <div ref={dialog} className="chat-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} hidden={!open}>
      <div className="chat-panel-header">
        <button type="button" className="chat-panel-back" aria-label={t('chat.panel.close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <div>
          <h2 id={titleId} className="chat-panel-title">
            {t('site.productName')}
          </h2>
          <p className="chat-panel-subtitle">{t('chat.panel.subtitle')}</p>
        </div>
      </div>
      {/* The log wraps the list: a role on the <ol> itself would orphan its items. */}
      <div className="chat-messages" role="log" aria-live="polite" aria-label={t('chat.panel.conversation')}>
        <ol ref={log} className="chat-message-list">
          {entries.map((entry) => (
            // A message takes the direction of its own words (an English answer on an Arabic page reads left to right);
            // the hidden speaker's name, with a dir of its own, is left out of that choice.
            <li
              key={entry.id}
              className={`chat-message chat-message-${entry.role} chat-message-${entry.status}`}
              dir={NOTES[entry.status] ? undefined : 'auto'}
            >
              <span className="visually-hidden" dir={DIRECTIONS[language]}>
                {t(entry.role === 'user' ? 'chat.panel.you' : 'chat.panel.assistant')}
              </span>
              <MessageText entry={entry} onNavigate={onClose} />
            </li>
          ))}
        </ol>
      </div>
      <form className="chat-input" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('chat.input.label')}
        </label>
        <textarea
          ref={input}
          id={inputId}
          value={draft}
          rows={2}
          maxLength={CHAT_LIMITS.characters}
          dir="auto"
          placeholder={t('chat.input.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="chat-send" aria-label={t('chat.send')} disabled={pending || draft.trim() === ''}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M4 12 20 4l-6 16-2.5-6.5L4 12Z" fill="currentColor" />
          </svg>
        </button>
      </form>
    </div>
  );
}

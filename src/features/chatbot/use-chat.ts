import { useCallback, useRef, useState } from 'react';
import { postChat, type ChatTurn } from './chat-api';

export type EntryStatus = 'greeting' | 'sent' | 'thinking' | 'answered' | 'error' | 'empty';

export interface ChatEntry {
  id: number;
  role: 'user' | 'assistant';
  /** What was asked or answered; empty for the panel's own notes, which it words in the page's language. */
  text: string;
  status: EntryStatus;
}

/** What the assistant reads: real questions and answers, not the greeting, placeholders or error notes. */
const historyOf = (entries: ChatEntry[]): ChatTurn[] =>
  entries
    .filter((entry) => entry.status === 'sent' || entry.status === 'answered')
    .map((entry) => ({ role: entry.role, content: entry.text }));

/** The conversation: each question gets a 'Thinking...' entry that the reply (or the error note) replaces. */
export function useChat(ask: (messages: ChatTurn[]) => Promise<string> = postChat) {
  const [entries, setEntries] = useState<ChatEntry[]>([{ id: 0, role: 'assistant', text: '', status: 'greeting' }]);
  const [pending, setPending] = useState(false);
  const nextId = useRef(1);
  const busy = useRef(false);
  // The latest entries for send(), which must not change identity on every message.
  const current = useRef(entries);
  current.current = entries;

  const send = useCallback(
    async (text: string) => {
      const question = text.trim();
      if (question === '' || busy.current) return;
      busy.current = true;
      const asked: ChatEntry = { id: nextId.current++, role: 'user', text: question, status: 'sent' };
      const placeholder: ChatEntry = { id: nextId.current++, role: 'assistant', text: '', status: 'thinking' };
      const history = historyOf([...current.current, asked]);
      setEntries((list) => [...list, asked, placeholder]);
      setPending(true);
      let answer: Pick<ChatEntry, 'text' | 'status'>;
      try {
        const reply = await ask(history);
        answer = reply === '' ? { text: '', status: 'empty' } : { text: reply, status: 'answered' };
      } catch {
        answer = { text: '', status: 'error' };
      }
      setEntries((list) => list.map((entry) => (entry.id === placeholder.id ? { ...entry, ...answer } : entry)));
      busy.current = false;
      setPending(false);
    },
    [ask],
  );

  return { entries, pending, send };
}

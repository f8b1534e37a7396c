import { useCallback, useRef, useState } from 'react';
import { postChat, type ChatTurn } from './chat-api';

export type EntryStatus = 'greeting' | 'sent' | 'thinking' | 'answered' | 'error' | 'empty';

export interface ChatEntry {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  status: EntryStatus;
}

export const CHAT_TEXT = {
  greeting: 'Hi! Ask me about the bootcamp or the hackathon: dates, venue, teams and rules.',
  thinking: 'Thinking...',
  error: 'Sorry, there was an error.',
  empty: 'No response',
};

/** What the assistant reads: real questions and answers, not the greeting, placeholders or error notes. */
const historyOf = (entries: ChatEntry[]): ChatTurn[] =>
  entries
    .filter((entry) => entry.status === 'sent' || entry.status === 'answered')
    .map((entry) => ({ role: entry.role, content: entry.text }));

/** The conversation: each question gets a 'Thinking...' entry that the reply (or the error note) replaces. */
export function useChat(ask: (messages: ChatTurn[]) => Promise<string> = postChat) {
  const [entries, setEntries] = useState<ChatEntry[]>([{ id: 0, role: 'assistant', text: CHAT_TEXT.greeting, status: 'greeting' }]);
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
      const placeholder: ChatEntry = { id: nextId.current++, role: 'assistant', text: CHAT_TEXT.thinking, status: 'thinking' };
      const history = historyOf([...current.current, asked]);
      setEntries((list) => [...list, asked, placeholder]);
      setPending(true);
      let answer: Pick<ChatEntry, 'text' | 'status'>;
      try {
        const reply = await ask(history);
        answer = reply === '' ? { text: CHAT_TEXT.empty, status: 'empty' } : { text: reply, status: 'answered' };
      } catch {
        answer = { text: CHAT_TEXT.error, status: 'error' };
      }
      setEntries((list) => list.map((entry) => (entry.id === placeholder.id ? { ...entry, ...answer } : entry)));
      busy.current = false;
      setPending(false);
    },
    [ask],
  );

  return { entries, pending, send };
}

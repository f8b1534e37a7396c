import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import type { ChatTurn } from './chat-api';
import { ChatPanel } from './chat-panel';
import { inLanguage } from './in-language';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(ask: (messages: ChatTurn[]) => Promise<string>, onClose = vi.fn()) {
  const user = userEvent.setup();
  render(inLanguage('en', <ChatPanel open onClose={onClose} ask={ask} />));
  return { user, input: screen.getByRole('textbox', { name: 'Your question' }), log: screen.getByRole('log'), onClose };
}

describe('ChatPanel', () => {
  test('is a dialog titled with the event name, with an AI chat header, focused on its input', () => {
    setup(async () => 'x');
    expect(screen.getByRole('dialog', { name: 'NASA Space Apps Challenge Cairo' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('AI chat')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus();
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'polite');
  });

  test("Enter sends: 'Thinking...' shows, then the reply replaces it", async () => {
    const answer = deferred<string>();
    const ask = vi.fn(() => answer.promise);
    const { user, input, log } = setup(ask);
    await user.type(input, 'When is the bootcamp?{Enter}');
    expect(input).toHaveValue('');
    expect(within(log).getByText('When is the bootcamp?')).toBeInTheDocument();
    expect(within(log).getByText('Thinking...')).toBeInTheDocument();
    expect(ask).toHaveBeenCalledWith([{ role: 'user', content: 'When is the bootcamp?' }]);
    answer.resolve('On Friday 19 September 2025.');
    expect(await within(log).findByText('On Friday 19 September 2025.')).toBeInTheDocument();
    expect(within(log).queryByText('Thinking...')).not.toBeInTheDocument();
  });

  test('Shift+Enter inserts a new line and sends nothing', async () => {
    const ask = vi.fn(async () => 'x');
    const { user, input } = setup(ask);
    await user.type(input, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(input).toHaveValue('first line\nsecond line');
    expect(ask).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(ask).toHaveBeenCalledWith([{ role: 'user', content: 'first line\nsecond line' }]);
  });

  test("a failed call says 'Sorry, there was an error.' and an empty reply 'No response'", async () => {
    const ask = vi.fn<(messages: ChatTurn[]) => Promise<string>>().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce('');
    const { user, input, log } = setup(ask);
    await user.type(input, 'One{Enter}');
    expect(await within(log).findByText('Sorry, there was an error.')).toBeInTheDocument();
    await user.type(input, 'Two{Enter}');
    expect(await within(log).findByText('No response')).toBeInTheDocument();
    // Error notes are not sent back as part of the conversation.
    expect(ask).toHaveBeenLastCalledWith([
      { role: 'user', content: 'One' },
      { role: 'user', content: 'Two' },
    ]);
  });

  test('draws replies as text only: no HTML, no remote images', async () => {
    const { user, input, log } = setup(
      async () => '<img src="https://evil.example/x.png" onerror="alert(1)"> ![x](https://evil.example/y.png) <b>bold</b>',
    );
    await user.type(input, 'Hi{Enter}');
    await within(log).findByText(/<img src=/);
    expect(log.querySelector('img, b, script')).toBeNull();
  });

  test('sends the conversation so far, and nothing while a reply is pending', async () => {
    const first = deferred<string>();
    const ask = vi
      .fn<(messages: ChatTurn[]) => Promise<string>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce('At a university in 6th of October city.');
    const { user, input, log } = setup(ask);
    await user.type(input, 'When is the bootcamp?{Enter}');
    await user.type(input, 'Where is it?{Enter}');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('Where is it?');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    first.resolve('On Friday 19 September 2025.');
    await within(log).findByText('On Friday 19 September 2025.');
    await user.type(input, '{Enter}');
    await within(log).findByText('At a university in 6th of October city.');
    expect(ask).toHaveBeenLastCalledWith([
      { role: 'user', content: 'When is the bootcamp?' },
      { role: 'assistant', content: 'On Friday 19 September 2025.' },
      { role: 'user', content: 'Where is it?' },
    ]);
  });

  test('keeps focus inside: Tab and Shift+Tab wrap around, Escape and the back arrow close', async () => {
    const { user, input, onClose } = setup(async () => 'x');
    const back = screen.getByRole('button', { name: 'Close chat' });
    await user.type(input, 'a');
    const send = screen.getByRole('button', { name: 'Send' });
    await user.tab();
    expect(send).toHaveFocus();
    await user.tab();
    expect(back).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(back);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  test('limits a question to the server limit of 1,000 characters', () => {
    setup(async () => 'x');
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveAttribute('maxlength', '1000');
  });
});

describe('the log', () => {
  test('announces new messages politely', async () => {
    const { user, input, log } = setup(async () => 'Reply');
    await user.type(input, 'Q{Enter}');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    expect(log).toHaveAttribute('role', 'log');
  });
});

describe('sources', () => {
  test("a reply's source page and the organisers' site are links; the question's words are not", async () => {
    const reply = 'From the F.A.Q. (/faq): see https://www.spaceappschallenge.org/2025/challenges/. Or ask at /contact.';
    const { user, input, log, onClose } = setup(async () => reply);
    await user.type(input, 'Is /faq right?{Enter}');
    const faq = await within(log).findByRole('link', { name: '/faq' });
    expect(faq).toHaveAttribute('href', '/faq');
    expect(within(log).getByRole('link', { name: /challenges.*opens in a new tab/ })).toHaveAttribute('target', '_blank');
    expect(within(log).getAllByRole('link')).toHaveLength(3); // none in the question
    expect(onClose).not.toHaveBeenCalled();
  });

  test('a page of the site opens in place and the chat closes to show it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const Where = () => <p>at {useLocation().pathname}</p>;
    render(
      inLanguage(
        'en',
        <MemoryRouter>
          <Where />
          <ChatPanel open onClose={onClose} ask={async () => 'From the F.A.Q. (/faq): Yes.'} />
        </MemoryRouter>,
      ),
    );
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Q{Enter}');
    await user.click(await screen.findByRole('link', { name: '/faq' }));
    expect(screen.getByText('at /faq')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('in Arabic', () => {
  test('speaks Arabic, right to left, and shows each message in its own direction', async () => {
    const user = userEvent.setup();
    render(inLanguage('ar', <ChatPanel open onClose={vi.fn()} ask={async () => 'From the F.A.Q. (/faq): On Friday.'} />));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('dialog', { name: 'تحدي ناسا لتطبيقات الفضاء بالقاهرة' })).toBeInTheDocument(); // as the home page names it
    expect(screen.getByText('محادثة بالذكاء الاصطناعي')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أغلق المحادثة' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'سؤالك' });
    expect(input).toHaveAttribute('dir', 'auto');
    await user.type(input, 'متى المعسكر؟{Enter}');
    const log = screen.getByRole('log', { name: 'المحادثة' });
    expect(within(log).getByText('متى المعسكر؟').closest('li')).toHaveAttribute('dir', 'auto');
    // An English answer on an Arabic page keeps its left-to-right order; the hidden speaker's name does not decide it.
    const answer = (await within(log).findByText(/On Friday/)).closest('li')!;
    expect(answer).toHaveAttribute('dir', 'auto');
    expect(within(answer).getByText('المساعد:')).toHaveAttribute('dir', 'rtl');
    expect(within(log).getByText('أهلًا بك! اسألني عن المعسكر أو الهاكاثون: المواعيد والمكان والفرق والقواعد.')).toBeInTheDocument();
  });

  test("words the panel's notes in Arabic", async () => {
    const user = userEvent.setup();
    const ask = vi.fn<(messages: ChatTurn[]) => Promise<string>>().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce('');
    render(inLanguage('ar', <ChatPanel open onClose={vi.fn()} ask={ask} />));
    const input = screen.getByRole('textbox', { name: 'سؤالك' });
    await user.type(input, 'سؤال{Enter}');
    expect(await screen.findByText('عذرًا، حدث خطأ.')).toBeInTheDocument();
    await user.type(input, 'سؤال آخر{Enter}');
    expect(await screen.findByText('لا يوجد رد')).toBeInTheDocument();
  });
});

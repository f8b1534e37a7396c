import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ChatbotWidget } from './chatbot-widget';
import { inLanguage } from './in-language';

afterEach(() => vi.unstubAllGlobals());

describe('ChatbotWidget', () => {
  test('shows only the toggle until it is opened', () => {
    render(inLanguage('en', <ChatbotWidget />));
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('opens the panel, asks the server, closes with Escape and gives focus back to the toggle', async () => {
    const fetch = vi.fn(async () => Response.json({ data: { reply: 'The bootcamp is on Friday 19 September 2025.' } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(
      inLanguage(
        'en',
        <>
          <a href="#page">Page link</a>
          <ChatbotWidget />
        </>,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'NASA Space Apps Challenge Cairo' });
    const input = screen.getByRole('textbox', { name: 'Your question' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'When is the bootcamp?{Enter}');
    expect(await screen.findByText('The bootcamp is on Friday 19 September 2025.')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/assistant/chat');
    expect(JSON.parse(String(init.body))).toEqual({ messages: [{ role: 'user', content: 'When is the bootcamp?' }] });

    await user.keyboard('{Escape}');
    expect(dialog).not.toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Open chat' });
    await waitFor(() => expect(toggle).toHaveFocus());

    // Reopened, the conversation is still there.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(screen.getByText('The bootcamp is on Friday 19 September 2025.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open chat' })).toHaveFocus());
  });

  test("says 'Sorry, there was an error.' when the server fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    const user = userEvent.setup();
    render(inLanguage('en', <ChatbotWidget />));
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await user.type(await screen.findByRole('textbox', { name: 'Your question' }), 'Hi{Enter}');
    expect(await screen.findByText('Sorry, there was an error.')).toBeInTheDocument();
  });

  test('on an Arabic page: Arabic words, and the question goes with Accept-Language: ar', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ data: { reply: 'من قسم المعسكر في الصفحة الرئيسية (/#bootcamp-section): يوم الجمعة.' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(inLanguage('ar', <ChatbotWidget />));
    await user.click(screen.getByRole('button', { name: 'افتح المحادثة' }));
    await user.type(await screen.findByRole('textbox', { name: 'سؤالك' }), 'متى المعسكر؟{Enter}');
    expect(await screen.findByText(/يوم الجمعة/)).toBeInTheDocument();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Accept-Language')).toBe('ar');
  });
});

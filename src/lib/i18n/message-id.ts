import type chat from '../../locales/en/chat.json';
import type consoleWords from '../../locales/en/console.json';
import type content from '../../locales/en/content.json';
import type forms from '../../locales/en/forms.json';
import type site from '../../locales/en/site.json';

/** Every message id: the keys of the English catalogues, so a mistyped id fails the type check. */
export type MessageId = keyof typeof site | keyof typeof content | keyof typeof forms | keyof typeof consoleWords | keyof typeof chat;

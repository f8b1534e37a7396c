import { Link, useInRouterContext } from 'react-router-dom';
import { useT } from '../../lib/i18n/translate';
import { replySegments } from './reply-links';

/** A reply with its sources as links: a page of the site opens in place (and closes the chat), the organisers' site in a new tab. */
export function ReplyText({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  const inRouter = useInRouterContext();
  const t = useT();
  return (
    <>
      {replySegments(text).map((segment, index) => {
        if ('page' in segment) {
          return inRouter ? (
            <Link key={index} to={segment.page} onClick={onNavigate}>
              {segment.text}
            </Link>
          ) : (
            <a key={index} href={segment.page}>
              {segment.text}
            </a>
          );
        }
        if ('href' in segment) {
          return (
            <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
              {segment.text}
              <span className="visually-hidden">{t('chat.newTab')}</span>
            </a>
          );
        }
        return segment.text;
      })}
    </>
  );
}

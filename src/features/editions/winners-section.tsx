import { useT } from '../../lib/i18n/translate';
import type { Edition, Winner } from './edition-schema';

function WinnerList({ title, winners }: { title: string; winners: Winner[] }) {
  const t = useT();
  if (winners.length === 0) return null;
  return (
    <div className="winners-group">
      <h3>{title}</h3>
      <ul className="winners-list">
        {winners.map((winner) => (
          <li key={winner.team} className="winner">
            {winner.image ? <img src={winner.image} alt={t('edition.winners.image', { team: winner.team })} loading="lazy" /> : null}
            {/* Team and challenge names are written as the teams wrote them, often in Latin script. */}
            <strong dir="auto">{winner.team}</strong>
            {winner.challenge ? <span dir="auto">{winner.challenge}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function WinnersSection({ edition }: { edition: Edition }) {
  const t = useT();
  const { winners } = edition;
  return (
    <section className="section edition-winners" aria-labelledby="winners-title">
      <div className="container">
        <h2 id="winners-title" className="section-title">
          {t('edition.winners.title')}
        </h2>
        {winners ? (
          <>
            <WinnerList title={t('edition.winners.global')} winners={winners.globalNominee} />
            <WinnerList title={t('edition.winners.local')} winners={winners.localWinners} />
            {winners.peoplesChoiceAward ? (
              <WinnerList title={t('edition.winners.peoplesChoice')} winners={winners.peoplesChoiceAward} />
            ) : null}
          </>
        ) : (
          <p className="edition-missing">{t('edition.winners.none')}</p>
        )}
      </div>
    </section>
  );
}

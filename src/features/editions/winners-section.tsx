import type { Edition, Winner } from './edition-schema';

function WinnerList({ title, winners }: { title: string; winners: Winner[] }) {
  if (winners.length === 0) return null;
  return (
    <div className="winners-group">
      <h3>{title}</h3>
      <ul className="winners-list">
        {winners.map((winner) => (
          <li key={winner.team} className="winner">
            {winner.image ? <img src={winner.image} alt={`Team ${winner.team}`} loading="lazy" /> : null}
            <strong>{winner.team}</strong>
            {winner.challenge ? <span>{winner.challenge}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function WinnersSection({ edition }: { edition: Edition }) {
  const { winners } = edition;
  return (
    <section className="section edition-winners" aria-labelledby="winners-title">
      <div className="container">
        <h2 id="winners-title" className="section-title">
          Winners
        </h2>
        {winners ? (
          <>
            <WinnerList title="Global nominees" winners={winners.globalNominee} />
            <WinnerList title="Local winners" winners={winners.localWinners} />
            {winners.peoplesChoiceAward ? <WinnerList title="People's choice award" winners={winners.peoplesChoiceAward} /> : null}
          </>
        ) : (
          <p className="edition-missing">The winners of this edition are not published on this site yet.</p>
        )}
      </div>
    </section>
  );
}

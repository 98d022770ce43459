import { Trans } from '@lingui/react/macro';
import type { TopicDetail } from '@aigc/api-client';
import { ChallengeTime } from './ChallengeLabels';

/** The campaign info of a challenge (docs/product.md §2 Challenge detail): what it is about, its time, its rules and its prizes. */
export function CampaignInfo({ topic }: { topic: TopicDetail }) {
  return (
    <div className="cm-campaign">
      <section className="cm-campaign__block" aria-labelledby="cm-campaign-about">
        <h2 id="cm-campaign-about" className="cm-section__title">
          <Trans>About the campaign</Trans>
        </h2>
        <p className="cm-campaign__text">{topic.campaignInfo || topic.description}</p>
        <p className="cm-campaign__time">
          <ChallengeTime topic={topic} />
        </p>
      </section>
      {topic.rules.length > 0 ? (
        <section className="cm-campaign__block" aria-labelledby="cm-campaign-rules">
          <h2 id="cm-campaign-rules" className="cm-section__title">
            <Trans>Rules</Trans>
          </h2>
          <ol className="cm-campaign__rules">
            {topic.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {topic.prizes.length > 0 ? (
        <section className="cm-campaign__block" aria-labelledby="cm-campaign-prizes">
          <h2 id="cm-campaign-prizes" className="cm-section__title">
            <Trans>Prizes</Trans>
          </h2>
          <ul className="cm-campaign__prizes">
            {topic.prizes.map((prize) => (
              <li key={`${prize.rank}-${prize.title}`} className="cm-prize">
                <span className="cm-prize__rank">{prize.rank}</span>
                <span className="cm-prize__body">
                  <strong className="cm-prize__title">{prize.title}</strong>
                  <span className="cm-prize__text">{prize.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

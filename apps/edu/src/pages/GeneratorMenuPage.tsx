import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { EDU_TOOLS } from '../tools';

/** The tools as big cards (docs/edu.md `/generator`); also the home page's 'What the class can make'. */
export function ToolCards() {
  const { i18n } = useLingui();
  return (
    <ul className="edu-cards">
      {EDU_TOOLS.map((tool) => (
        <li key={tool.to}>
          <Link to={tool.to} className="edu-card">
            <tool.Icon className="edu-card__symbol" width={40} height={40} />
            <span className="edu-card__title">{i18n._(tool.title)}</span>
            <span className="edu-card__text">{i18n._(tool.description)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** `/generator`: every tool of the education edition as a card. */
export function GeneratorMenuPage() {
  return (
    <div className="edu-page">
      <h1 className="edu-heading">
        <Trans>What do you want to make?</Trans>
      </h1>
      <ToolCards />
    </div>
  );
}

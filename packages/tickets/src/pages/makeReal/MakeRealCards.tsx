import type { ReactNode } from 'react';

/** One numbered step of the Make It Real explainer: the number, a title and a sentence. */
export function StepCard({ num, title, children }: { num: number; title: ReactNode; children: ReactNode }) {
  return (
    <li className="mr-card">
      <span className="mr-card__num">{num}</span>
      <h3 className="mr-card__title">{title}</h3>
      <p className="mr-card__text">{children}</p>
    </li>
  );
}

/** A row of an explainer table: what (a row header) and its value. */
export function FactRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}

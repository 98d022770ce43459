import type { ReactNode } from 'react';

/** One count of a `cm-stats` list (`<dl>`): its name above, the number below. */
export function StatItem({ label, value }: { label: ReactNode; value: number }) {
  return (
    <div className="cm-stats__item">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

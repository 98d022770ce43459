import {
  WEB_VITAL_METRICS,
  WEB_VITAL_RATINGS,
  WEB_VITAL_ROUTE_MAX,
  WEB_VITAL_VALUE_MAX,
  type Edition,
  type WebVitalMetric,
} from '@aigc/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';

/**
 * The fields of a `web_vital` tracking event (docs/architecture.md
 * 'Real-user metrics'). The value must be finite, ≥ 0 and at most the
 * metric's WEB_VITAL_VALUE_MAX; the route is a pattern (`/content/:contentId`).
 */
export const WebVitalParamsSchema = z
  .object({
    metric: z.enum(WEB_VITAL_METRICS),
    value: z.number().finite().min(0),
    rating: z.enum(WEB_VITAL_RATINGS),
    route: z.string().min(1).max(WEB_VITAL_ROUTE_MAX),
    navigation_type: z.string().max(32).default('navigate'),
  })
  .refine((p) => p.value <= WEB_VITAL_VALUE_MAX[p.metric], { message: 'value out of range for its metric', path: ['value'] });

/** Most rows of one report (routes × editions × metrics); the busiest routes first. */
export const WEB_VITALS_REPORT_ROWS_MAX = 300;
/** Longest window of a report, in hours (30 days). */
export const WEB_VITALS_REPORT_HOURS_MAX = 24 * 30;

/** One row of {@link webVitalsReport}. */
export interface WebVitalsRow {
  edition: Edition;
  route: string;
  metric: WebVitalMetric;
  /** 75th percentile (continuous), ms (CLS unitless). */
  p75: number;
  /** Page loads that reported this metric in the window. */
  samples: number;
}

/**
 * The 75th percentile of each metric per edition and route over the
 * `hours` before `now` (docs/architecture.md 'Real-user metrics'), from the
 * stored `web_vital` events; busiest routes first, at most
 * WEB_VITALS_REPORT_ROWS_MAX rows. One indexed range scan on
 * (event, created_at).
 */
export async function webVitalsReport(db: Db, now: Date, hours: number): Promise<WebVitalsRow[]> {
  const since = new Date(now.getTime() - hours * 3_600_000);
  const result = await db.execute(sql`
    with v as (
      select params->>'edition' as edition, params->>'route' as route, params->>'metric' as metric,
             (params->>'value')::float8 as value
      from analytics_events
      where event = 'web_vital' and created_at > ${since.toISOString()}::timestamptz and created_at <= ${now.toISOString()}::timestamptz
    ), stats as (
      select edition, route, metric,
             percentile_cont(0.75) within group (order by value) as p75,
             count(*) as samples
      from v
      group by edition, route, metric
    )
    select s.edition, s.route, s.metric, s.p75, s.samples
    from stats s
    join (select edition, route, sum(samples) as loads from stats group by edition, route) r
      on r.edition = s.edition and r.route = s.route
    order by r.loads desc, s.edition, s.route, s.metric
    limit ${WEB_VITALS_REPORT_ROWS_MAX}
  `);
  // Both drivers answer `{ rows }` (numbers may come back as strings from PostgreSQL).
  const rows = (result as unknown as { rows: { edition: string; route: string; metric: string; p75: number | string; samples: number | string }[] }).rows;
  return rows.map((r) => ({
    edition: r.edition as Edition,
    route: r.route,
    metric: r.metric as WebVitalMetric,
    p75: Number(r.p75),
    samples: Number(r.samples),
  }));
}

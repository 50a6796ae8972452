import { categoryScore, type Lhr } from './benchLighthouse';
import { medianRun, type LighthouseRuns, type Run } from './benchLighthouseRuns';
import { verdict, type Report } from './benchReport';
import { summarize } from './clickToPaint';

/** The Lighthouse targets: mobile Performance, the median of this many runs in one bench run. */
export const LIGHTHOUSE_RUNS = 5;
const HOME_PERFORMANCE = 95;
const MID_GAME_PERFORMANCE = 90;

/** The categories printed for information beside Performance. */
const OTHER_CATEGORIES = [
  ['accessibility', 'Accessibility'],
  ['best-practices', 'Best Practices'],
  ['seo', 'SEO'],
] as const;

const metric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
const cls = (lhr: Lhr) => metric(lhr, 'cumulative-layout-shift');

/** The lowest score of a category over the runs, or "n/a" when a run did not score it. */
function lowest(runs: readonly Run<Lhr>[], id: string): string {
  const scores = runs.map((run) => categoryScore(run.result, id)).filter((score) => score !== null);
  return scores.length === runs.length ? String(Math.min(...scores)) : 'n/a';
}

/**
 * A page's row: the median Performance against its target, with every run's score and load average; then,
 * for information, the other categories' lowest scores and CLS's highest over the runs, and the metrics
 * Performance is scored on (simulated mobile throttling) in the median run.
 */
function scoredRow(report: Report, figure: string, runs: readonly Run<Lhr>[], minimum: number): void {
  const { result: median } = medianRun(runs, (lhr) => lhr);
  const performance = categoryScore(median, 'performance');
  const each = runs.map((run) => `${categoryScore(run.result, 'performance') ?? 'n/a'} at load ${run.load.toFixed(1)}`).join(', ');
  const others = OTHER_CATEGORIES.map(([id, title]) => `${title} ${lowest(runs, id)}`).join(', ');
  const ms = (audit: string) => `${metric(median, audit).toFixed(0)} ms`;
  const enough = runs.length >= LIGHTHOUSE_RUNS;
  const met = enough ? verdict(performance !== null && performance >= minimum) : `not checked with ${runs.length} run(s)`;
  report.add({
    figure,
    value:
      `Performance ${performance ?? 'n/a'}, median of ${runs.length} runs (each: ${each}); lowest in the runs: ${others}; ` +
      `CLS at most ${Math.max(...runs.map((run) => cls(run.result))).toFixed(3)}; the median run: FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}`,
    target: `Performance ≥ ${minimum}, median of ${LIGHTHOUSE_RUNS} runs, ${met}`,
  });
}

/** Lighthouse mobile on Home (first visit) and on a mid-game step reached by Resume (user flow), and the Resume click itself, over every run. */
export function lighthouseRows(report: Report, { home, flows }: LighthouseRuns): void {
  scoredRow(report, 'Lighthouse mobile: Home, first visit (CLI)', home, HOME_PERFORMANCE);
  const midGame = flows.map(({ load, result }) => ({ load, result: result.midGame }));
  scoredRow(report, 'Lighthouse mobile: mid-game step (flow: Resume, reload)', midGame, MID_GAME_PERFORMANCE);
  const resume = flows.map(({ result }) => result.resume);
  const tbt = summarize(resume.map((lhr) => metric(lhr, 'total-blocking-time'))).median;
  report.add({
    figure: 'Lighthouse mobile: the Resume click (flow timespan)',
    value: `TBT ${tbt.toFixed(0)} ms median, CLS at most ${Math.max(...resume.map(cls)).toFixed(3)}, over ${resume.length} runs`,
    target: 'none',
  });
}

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import { categoryScore, flowKit, lighthouseFirstVisit, lighthouseResumeFlow, profileWithSavedGame, type Lhr, type ResumeFlow } from './benchLighthouse';

/** One Lighthouse run: its result, and the machine's 1-minute load average when it started. */
export interface Run<T> {
  result: T;
  load: number;
}

/** Every run of Home's first visit and of the Resume flow. */
export interface LighthouseRuns {
  home: Run<Lhr>[];
  flows: Run<ResumeFlow>[];
}

/** The run whose Performance score is the median (the lower middle one for an even count); a run Lighthouse could not score counts as the lowest. */
export function medianRun<T>(runs: readonly Run<T>[], lhr: (result: T) => Lhr): Run<T> {
  const performance = (run: Run<T>) => categoryScore(lhr(run.result), 'performance') ?? -1;
  const sorted = [...runs].sort((a, b) => performance(a) - performance(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run to take a median of');
  return median;
}

/**
 * `runs` Lighthouse runs of Home's first visit and of the Resume flow, taken in turn so both meet the same
 * load; logs each run's Performance as it comes, and writes the median mid-game run's flow report to `report`.
 */
export async function lighthouseRuns(url: string, chrome: string, runs: number, report: string, log: (text: string) => void): Promise<LighthouseRuns> {
  const profile = await profileWithSavedGame(url, chrome);
  try {
    const kit = await flowKit();
    const home: Run<Lhr>[] = [];
    const flows: Run<ResumeFlow>[] = [];
    const performance = (lhr: Lhr) => categoryScore(lhr, 'performance') ?? 'n/a';
    for (let run = 1; run <= runs; run++) {
      const first = { load: loadavg()[0]!, result: await lighthouseFirstVisit(url, chrome) };
      const flow = { load: loadavg()[0]!, result: await lighthouseResumeFlow(url, chrome, { profile, kit }) };
      home.push(first);
      flows.push(flow);
      log(`Lighthouse run ${run} of ${runs}: Performance ${performance(first.result)} Home (load ${first.load.toFixed(1)}), ${performance(flow.result.midGame)} mid-game (load ${flow.load.toFixed(1)})`);
    }
    mkdirSync(dirname(report), { recursive: true });
    writeFileSync(report, medianRun(flows, (flow) => flow.midGame).result.html);
    return { home, flows };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

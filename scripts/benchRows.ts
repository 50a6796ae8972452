import type { ClickFigures } from './benchClicks';
import { INTERACTION_TARGETS } from './benchPhysicalClicks';
import type { JsLoaded } from './benchJsLoaded';
import { times, verdict, type Report } from './benchReport';
import { bundleFigures, entryScripts, gzipBytes, precache, withFrench } from './bundleSize';
import { summarize, type Sample } from './clickToPaint';

/** The issue's target for a screen change: at most this many relabel clicks. */
const SCREEN_TARGET = 6;

const kb = (bytes: number) => bytes / 1024;
const shortName = (file: string) => file.replace(/^assets\//, '');

/** Total gzip kB of `files` in a build, and "name 1.2, name 3.4" for the console. */
function weigh(dist: string, files: string[]): { kB: number; names: string } {
  const sized = files.map((file) => ({ file, kB: kb(gzipBytes(dist, file)) })).sort((a, b) => b.kB - a.kB);
  return { kB: sized.reduce((sum, f) => sum + f.kB, 0), names: sized.map((f) => `${shortName(f.file)} ${f.kB.toFixed(1)}`).join(', ') };
}

/**
 * The floor's entry scripts, then the test command's three size figures (scripts/bundleSize.ts counts them)
 * with their fixed ceilings, each also with French chosen (issue 36: French loads only then, so those figures have
 * no ceiling); returns the floor's kB, the base of every size ratio.
 */
export function sizeRows(report: Report, dist: string, floorDist: string): number {
  const floor = weigh(floorDist, entryScripts(floorDist));
  report.add({ figure: 'Floor: entry JavaScript', value: `${floor.kB.toFixed(1)} kB gzip (${floor.names})` });
  const figures = bundleFigures(dist);
  for (const { budget, kb, files } of figures) {
    report.add({
      figure: `Size (npm test): ${budget.figure}`,
      value: `${kb.toFixed(1)} kB gzip in ${files} files`,
      target: 'none (npm test checks the ceiling)',
      compared: `${kb <= budget.ceilingKb ? 'within' : 'OVER'} its ceiling of ${budget.ceilingKb} kB (${times(kb, budget.ceilingKb)}), ${times(kb, floor.kB)} floor`,
    });
  }
  for (const { budget, kb, scripts } of figures) {
    const french = withFrench(dist, scripts);
    report.add({
      figure: `Size with French chosen: ${budget.figure}`,
      value: `${french.kb.toFixed(1)} kB gzip in ${french.files} files`,
      target: 'none (French loads only when chosen)',
      compared: `${(french.kb - kb).toFixed(1)} kB more than in English, ${times(french.kb, floor.kB)} floor`,
    });
  }
  return floor.kB;
}

/** What the service worker downloads on a first visit: its precache manifest, JavaScript and all, and its own scripts. */
export function precacheRows(report: Report, dist: string, floorKb: number): void {
  const { files, worker } = precache(dist);
  const js = weigh(dist, files.filter((file) => file.endsWith('.js')));
  const all = weigh(dist, files);
  const own = weigh(dist, worker);
  report.add({ figure: 'First visit: service worker precache, JavaScript', value: `${js.kB.toFixed(1)} kB gzip in ${files.filter((f) => f.endsWith('.js')).length} files`, compared: `${times(js.kB, floorKb)} floor` });
  report.note(`precached scripts, kB gzip: ${js.names}`);
  report.add({ figure: 'First visit: service worker precache, all files', value: `${all.kB.toFixed(1)} kB gzip in ${files.length} files` });
  report.add({ figure: "First visit: the service worker's own scripts", value: `${own.kB.toFixed(1)} kB gzip (${own.names})` });
}

/** The JavaScript a player's browser loads for Home, a new game and a resumed one, against the floor (information: the size ceilings are the test command's). */
export function scriptRows(report: Report, dist: string, floorKb: number, loaded: JsLoaded): void {
  const rows = [
    { figure: 'JavaScript loaded: Home, first visit, until settled', files: loaded.home },
    { figure: 'JavaScript loaded: Home to setup to the first step', files: loaded.newGame },
    { figure: 'JavaScript loaded: Home to Resume to the game step', files: loaded.resume },
  ];
  for (const { figure, files } of rows) {
    const { kB, names } = weigh(dist, files);
    report.add({ figure, value: `${kB.toFixed(1)} kB gzip in ${files.length} files`, target: 'none', compared: `${times(kB, floorKb)} floor` });
    report.note(names);
  }
}

/** A row of scripts/benchEngine.ts, its "(target under 0.2 ms)" or "(no target)" moved to the target column and checked when the units agree. */
export function engineRow(report: Report, figure: string, text: string): void {
  const target = /^(.*?) \((?:target (under [^;)]*)|no target)(?:; ([^)]*))?\)$/.exec(text);
  if (!target) return report.add({ figure, value: text });
  const [, value = text, limit, aside] = target;
  const measured = /^([\d.]+) (\S+)/.exec(value);
  const bound = limit && /^under ([\d.]+) (\S+)$/.exec(limit);
  const met = measured && bound && measured[2] === bound[2] ? `, ${verdict(Number(measured[1]) < Number(bound[1]))}` : '';
  report.add({ figure, value: aside ? `${value}; ${aside}` : value, target: limit ? `${limit}${met}` : 'none' });
}

/** Median, p95 and count of click samples, as printed. */
function clickValue(samples: Sample[]): { median: number; text: string } {
  const { median, p95, n } = summarize(samples.map((s) => s.ms));
  return { median, text: `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (n=${n})` };
}

/** The screen changes the issue times, by name. */
function screenChanges(clicks: ClickFigures) {
  return [
    ['Resume', clicks.resume],
    ['Home to setup', clicks.setup],
    ['setup to the game', clicks.game],
    ['Home to the rules reference', clicks.rules],
  ] as const;
}

/** Click-to-paint of every screen change and step, as multiples of the app's and the floor's relabel clicks. */
export function clickRows(report: Report, clicks: ClickFigures): void {
  const floor = clickValue(clicks.floorRelabel);
  const relabel = clickValue(clicks.relabel);
  report.add({ figure: 'Click-to-paint: floor, a click that relabels its button', value: floor.text });
  report.add({ figure: 'Click-to-paint: theme toggle, System to Light (relabel)', value: relabel.text, compared: `${times(relabel.median, floor.median)} floor click` });
  const compared = (median: number) => `${times(median, relabel.median)} relabel, ${times(median, floor.median)} floor click`;
  const language = clickValue(clicks.language);
  report.add({
    figure: "Click-to-paint: the header's language, English to French and back, on a game's first step (issue 36)",
    value: language.text,
    target: `≤ ${SCREEN_TARGET}x relabel, ${verdict(language.median / relabel.median <= SCREEN_TARGET)}`,
    compared: compared(language.median),
  });
  const screens = screenChanges(clicks);
  for (const [name, { cold, warm }] of screens) {
    for (const [temperature, samples] of [['cold (fresh page)', cold], ['warm (same page again)', warm]] as const) {
      const { median, text } = clickValue(samples);
      const target = `≤ ${SCREEN_TARGET}x relabel, ${verdict(median / relabel.median <= SCREEN_TARGET)}`;
      report.add({ figure: `Click-to-paint: ${name}, ${temperature}`, value: text, target, compared: compared(median) });
    }
  }
  const { samples, abandoned, interactions, screens: stepScreens } = clicks.steps;
  const all = clickValue(samples);
  const plain = samples.filter((s) => !s.waited);
  const waited = samples.length - plain.length;
  report.add({ figure: 'Click-to-paint: game steps, every click after setup', value: `${all.text}, ${waited} waited on a dice shake or a placeholder`, target: 'none', compared: compared(all.median) });
  if (waited > 0) {
    const calm = clickValue(plain);
    report.add({ figure: 'Click-to-paint: game steps, clicks that waited on neither', value: calm.text, compared: compared(calm.median) });
  }
  if (abandoned > 0) report.note(`${abandoned} step click(s) changed nothing on screen and are not counted`);
  const most = INTERACTION_TARGETS;
  report.add({ figure: 'Wizard: clicks for a full pre-battle', value: `${interactions} after setup (${stepScreens} screens)`, target: `≤ ${most.digital} (issue 38), ${verdict(interactions <= most.digital)}` });
  const { physical, hardPhysical } = clicks;
  report.add({ figure: 'Wizard: clicks and taps for a full 2020 physical pre-battle', value: `${physical.interactions} after setup (${physical.screens} screens)`, target: `≤ ${most.physical} (issue 29), ${verdict(physical.interactions <= most.physical)}` });
  report.add({
    figure: 'Wizard: clicks and taps for a 2020 physical Pacto pre-battle with a strategic intercept, five pieces placed by the dice and six scouting cards',
    value: `${hardPhysical.interactions} after setup (${hardPhysical.screens} screens)`,
    target: `≤ ${most.hardPhysical} (issue 38), ${verdict(hardPhysical.interactions <= most.hardPhysical)}`,
  });
}

/** How many samples painted, or only had in the DOM, a wrong screen or a placeholder, and which ones were painted. */
function flashValue(samples: readonly Sample[]): { flashed: number; text: string } {
  const painted = (kind: string) => samples.filter((s) => s.painted.some((f) => f.startsWith(kind))).length;
  const unpainted = samples.filter((s) => s.seen.some((f) => !s.painted.includes(f))).length;
  const names = [...new Set(samples.flatMap((s) => s.painted))];
  return {
    flashed: samples.filter((s) => s.painted.length > 0).length,
    text: `wrong screen painted in ${painted('wrong')} of ${samples.length}, a placeholder in ${painted('placeholder')}; in the DOM but never painted: ${unpainted}${names.length ? ` (painted: ${names.join(', ')})` : ''}`,
  };
}

/** What showed before each screen: a wrong screen or a placeholder ("Loading…") painted is a flash (target none), one only in the DOM is not; the game steps' for information. */
export function flashRows(report: Report, clicks: ClickFigures): void {
  for (const [name, { cold, warm }] of screenChanges(clicks)) {
    const { flashed, text } = flashValue([...cold, ...warm]);
    report.add({ figure: `Flash before the screen: ${name}`, value: text, target: `no flash, ${verdict(flashed === 0)}` });
  }
  report.add({ figure: 'Flash before the screen: game steps, every click after setup', value: flashValue(clicks.steps.samples).text, target: 'none' });
}

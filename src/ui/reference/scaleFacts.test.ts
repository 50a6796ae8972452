import { describe, expect, it } from 'vitest';
import { bundledRules } from '../../engine';
import { plain } from './said';
import { scaleFacts } from './scaleFacts';

const rules = bundledRules();
const linesOf = (id: string) => scaleFacts(rules).find((f) => f.key === `scales/${id}`)?.lines.map(plain) ?? [];

describe('scale facts', () => {
  // Seed 002 MAGNA note: "sizes and distances reduced to 2/3 rounded up" applies to the starred values:
  // the flank sector (10BW*) and the deep-water depth (6BW*); the opponent's move and the 2 BW spacing carry no star.
  it('Magna converts the starred distances and keeps the unstarred ones as printed, edition by edition', () => {
    const lines = linesOf('magna');
    const line2020 = lines.find((l) => l.startsWith(rules.editions['2020'].name));
    expect(line2020).toMatch(/converted: [^;]*flank sector 10 BW -> 7 BW/);
    expect(line2020).toMatch(/converted: [^;]*deep-water flank depth 6 BW -> 4 BW/);
    expect(line2020).toMatch(/as printed: [^;]*opponent's move 6 BW -> 6 BW/);
    expect(line2020).toMatch(/as printed: [^;]*spacing at first placement 2 BW -> 2 BW/);
    expect(lines.find((l) => l.startsWith(rules.editions['2023'].name))).toMatch(/as printed: [^;]*opponent's move 6 BW -> 6 BW/);
  });

  it('Pacto keeps every number and writes it in HBW (seed 002 PACTO note)', () => {
    expect(linesOf('pacto').join(' ')).toMatch(/flank sector 10 BW -> 10 HBW/);
  });
});

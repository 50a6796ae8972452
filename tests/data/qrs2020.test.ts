import { describe, it, expect } from 'vitest';
import terrainRaw from '../../data/meg/qrs2020/terrain.json';
import mapRaw from '../../data/meg/qrs2020/pbs-map.json';
import {
  QrsPbsMapSchema,
  QrsTerrainTableSchema,
  QRS_TERRITORY_IDS,
  qrsTerrainAllowed,
  type QrsPbsMap,
  type QrsTerritoryId,
} from '../../src/engine/schema/qrs2020';

/** The 2020 QRS terrain table and generic PBS map (seeds 002 Maximus and 001 Pacto). */
const table = QrsTerrainTableSchema.parse(terrainRaw);
const map = QrsPbsMapSchema.parse(mapRaw);

/** Expands a printed square such as "C P/D" through the legend. */
function expandPrintedSquare(printed: string, legend: QrsPbsMap['legend']): QrsTerritoryId[] {
  return printed
    .trim()
    .split(/\s+/)
    .flatMap((code) => {
      const entry = legend.find((l) => l.code === code);
      if (!entry) throw new Error(`unknown map code ${code}`);
      return entry.territories;
    });
}

const terrain = (id: string) => {
  const found = table.terrain.find((t) => t.id === id);
  if (!found) throw new Error(`no terrain ${id}`);
  return found;
};
/** Square at printed row r, column c, both counted from 1 (row 1 at the top). */
const square = (r: number, c: number) => map.squares[r - 1]![c - 1]!;

describe('2020 terrain table (seed 002, checked against seed 001)', () => {
  it('parses with QrsTerrainTableSchema and documents its reading of the merged cells', () => {
    expect(table.reading).toMatch(/merged/);
    expect(table.terrain).toHaveLength(25);
  });

  it('its reading note, shown to players, says distances in the game\'s scale, never the data\'s token format (issue 38)', () => {
    expect(table.reading).not.toMatch(/\{[a-z]+:/);
    expect(table.reading).toMatch(/in base widths \(BW\) at Maximus and Magna.*half base widths \(HBW\) at Pacto/);
  });

  it('002 Terrain table: Territory Types S=Standard/ C=Coastal/ D=Desert/ F=Forest/ J=Jungle/ M=Mountains/ P=Plains', () => {
    expect(Object.fromEntries(table.territories.map((t) => [t.code, t.id]))).toEqual({
      S: 'standard',
      C: 'coastal',
      D: 'desert',
      F: 'forest',
      J: 'jungle',
      M: 'mountains',
      P: 'plains',
    });
  });

  it.each(['openArea', 'hills', 'rockyGround', 'brush', 'ploughedFields', 'tallCrops', 'village'])(
    '002 Terrain table: %s falls under the merged "any" cell',
    (id) => {
      expect(terrain(id).territories).toEqual(['any']);
    },
  );

  it.each(['boundariedFields', 'orchards', 'vineyards', 'town'])(
    '002 Terrain table: %s falls under the merged "S C" cell',
    (id) => {
      expect(terrain(id).territories).toEqual(['standard', 'coastal']);
    },
  );

  it('002 Terrain table: Woods is S C M F J', () => {
    expect(terrain('woods').territories).toEqual(['standard', 'coastal', 'mountains', 'forest', 'jungle']);
  });

  it('002 Terrain table: Gully is J F P D', () => {
    expect(terrain('gully').territories).toEqual(['jungle', 'forest', 'plains', 'desert']);
  });

  it('002 and 001 Terrain table: Marsh is C M F J P D ("CMFJPD" in 001)', () => {
    expect(terrain('marsh').territories).toEqual(['coastal', 'mountains', 'forest', 'jungle', 'plains', 'desert']);
  });

  it('002 Terrain table: Mountains is S C D M P and Forest is S F J M', () => {
    expect(terrain('mountains').territories).toEqual(['standard', 'coastal', 'desert', 'mountains', 'plains']);
    expect(terrain('forest').territories).toEqual(['standard', 'forest', 'jungle', 'mountains']);
  });

  it('002 Terrain table: Swamp is J only', () => {
    expect(terrain('swamp').territories).toEqual(['jungle']);
  });

  it.each(['sandyGround', 'wadi', 'sandDunes'])('002 Terrain table: %s falls under the merged "D" cell', (id) => {
    expect(terrain(id).territories).toEqual(['desert']);
  });

  it('002 Terrain table: Terrained Hills "As terrain allowed", of R or D terrain', () => {
    const t = terrain('terrainedHills');
    expect(t.territories).toEqual(['asTerrainAllowed']);
    expect(t.categoryOptions).toEqual(['rough', 'difficult']);
  });

  it('002 Terrain table: Impassable Hills M F J, impassable ("Nothing may go even partially within")', () => {
    const t = terrain('impassableHills');
    expect(t.territories).toEqual(['mountains', 'forest', 'jungle']);
    expect(t).toMatchObject({ impassable: true, category: 'difficult', assumption: true });
    expect(t.specialRules).toContain('lost on a 3/4');
  });

  it('002 Terrain table: Deep Water C M F J D, impassable, usable as a secure flank (001)', () => {
    const t = terrain('deepWater');
    expect(t.territories).toEqual(['coastal', 'mountains', 'forest', 'jungle', 'desert']);
    expect(t).toMatchObject({ impassable: true, category: 'difficult', impassableSecureFlank: true });
  });

  it('002 Terrain table: River and Streams are "Scenarios only (except as impassable secure flank)"', () => {
    for (const id of ['river', 'streams']) {
      expect(terrain(id).territories).toEqual(['scenarioOnly']);
      expect(terrain(id).impassableSecureFlank).toBe(true);
    }
    expect(terrain('river').specialRules).toContain('-{bw:1} speed');
  });

  it('002 Terrain table: Boundaried Fields, "A maximum of 1 per pre-laid town or village"', () => {
    const t = terrain('boundariedFields');
    expect(t.maxPerPlaced).toEqual(['town', 'village']);
    expect(t.specialRules).toContain('Obstacles pre 800CE, or Barricades from 800CE');
  });

  it('002 Terrain table: Orchards "Elephants treat as Rough" is read as Difficult (assumed)', () => {
    expect(terrain('orchards')).toMatchObject({ category: 'difficult', categoryAssumed: true });
    expect(terrain('vineyards').category).toBe('difficult');
  });

  it('002 Terrain table: Rocky Ground, Ploughed Fields "Elephants treat as Good Going" are read as Rough (assumed)', () => {
    expect(terrain('rockyGround').category).toBe('rough');
    expect(terrain('ploughedFields').category).toBe('rough');
    expect(terrain('tallCrops').category).toBe('rough');
  });

  it('002 Terrain table: Hills and Village are Good as in the 2023 tables (seed 000)', () => {
    expect(terrain('hills').category).toBe('good');
    expect(terrain('village').category).toBe('good');
    expect(terrain('town').category).toBe('rough');
  });

  it('002 Terrain table: every category is flagged as inferred, with a note', () => {
    for (const t of table.terrain) {
      expect(t.categoryAssumed, t.id).toBe(true);
      expect(t.note.length, t.id).toBeGreaterThan(20);
      expect(t.source, t.id).toMatch(/^002 Terrain table: /);
    }
  });

  it('002 Terrain table: Forest, "Troops visible at 1 BW" (the distance a token); 001 Forest "cannot make combat claims for additional ranks" for Pacto', () => {
    expect(terrain('forest').visibility).toBe('Troops visible at {bw:1}');
    expect(terrain('forest').specialRules).toBe('Troops may only shoot or fight 1 rank deep - so SuGs cannot shoot');
    expect(terrain('forest').pactoWording).toMatchObject({
      specialRules: 'Troops may only shoot 1 rank deep and cannot make combat claims for additional ranks.',
      source: '001 Terrain table: Forest',
    });
  });

  it('002 Terrain table: Woods, "SuGs can only shoot 2 ranks deep, others 1 rank deep"; 001 Woods "Troops may only shoot 1 rank deep" for Pacto', () => {
    expect(terrain('woods').specialRules).toBe('SuGs can only shoot 2 ranks deep, others 1 rank deep');
    expect(terrain('woods').visibility).toBe('Troops visible at {bw:2}');
    expect(terrain('woods').pactoWording).toMatchObject({ specialRules: 'Troops may only shoot 1 rank deep.', source: '001 Terrain table: Woods' });
  });

  it('002 Terrain table: Swamp, "UGs suffer a KaB if any bases in them move."', () => {
    expect(terrain('swamp').specialRules).toBe('UGs suffer a KaB if any bases in them move.');
  });

  it('002 Terrain table: no text keeps HTML marks or HBW', () => {
    for (const t of table.terrain) {
      const text = [t.description, t.visibility, t.cover, t.specialRules].join(' ');
      expect(text, t.id).not.toMatch(/<|HBW/);
    }
  });

  it('002 Terrain table: which terrain a territory may choose', () => {
    expect(qrsTerrainAllowed(terrain('woods'), 'plains')).toBe(false);
    expect(qrsTerrainAllowed(terrain('town'), 'standard')).toBe(true);
    expect(qrsTerrainAllowed(terrain('hills'), 'desert')).toBe(true);
    expect(qrsTerrainAllowed(terrain('river'), 'coastal')).toBe(false);
    expect(qrsTerrainAllowed(terrain('terrainedHills'), 'plains', table)).toBe(true);
  });
});

describe('2020 generic PBS map (seed 002)', () => {
  it('parses with QrsPbsMapSchema and is flagged unverified with a note', () => {
    expect(map.verified).toBe(false);
    expect(map.note).toMatch(/garbled/);
    expect(map.reading).toMatch(/Deep Water/);
  });

  it('002 Generic PBS map: header row Featureless, Open, Normal, Dense, Very Dense', () => {
    expect(map.columns).toEqual(['featureless', 'open', 'normal', 'dense', 'veryDense']);
  });

  it('002 Generic PBS map: "Can move between top and bottom line"', () => {
    expect(map.wrapsTopBottom).toBe(true);
  });

  it('002 Generic PBS map: row 1, Featureless square is "C P/D"', () => {
    expect(square(1, 1)).toEqual(['coastal', 'plains', 'desert']);
  });

  it('002 Generic PBS map: row 1, Very Dense square is "F/J"', () => {
    expect(square(1, 5)).toEqual(['forest', 'jungle']);
  });

  it('002 Generic PBS map: row 2, Normal square is "M S F/J"', () => {
    expect(square(2, 3)).toEqual(['mountains', 'standard', 'forest', 'jungle']);
  });

  it('002 Generic PBS map: row 3, Open square is "S"', () => {
    expect(square(3, 2)).toEqual(['standard']);
  });

  it('002 Generic PBS map: row 4, Open square is "P/D S"', () => {
    expect(square(4, 2)).toEqual(['plains', 'desert', 'standard']);
  });

  it('002 Generic PBS map: row 5, Dense square is "C" and Very Dense "M F/J"', () => {
    expect(square(5, 4)).toEqual(['coastal']);
    expect(square(5, 5)).toEqual(['mountains', 'forest', 'jungle']);
  });

  it('002 Generic PBS map: every square is its printed codes expanded through the legend', () => {
    map.printedSquares.forEach((row, r) =>
      row.forEach((cell, c) => expect(map.squares[r]![c], `${r + 1},${c + 1}`).toEqual(expandPrintedSquare(cell, map.legend))),
    );
  });

  it('002 Generic PBS map: every territory has at least one square', () => {
    const counts = Object.fromEntries(QRS_TERRITORY_IDS.map((id) => [id, 0])) as Record<QrsTerritoryId, number>;
    for (const row of map.squares) for (const sq of row) for (const id of sq) counts[id]++;
    for (const id of QRS_TERRITORY_IDS) expect(counts[id], id).toBeGreaterThan(0);
    expect(counts.coastal).toBe(8);
  });

  it('002 Secure flanks: rows read Deep Water, Deep Water, Mountains or Forest x2, Rocky G or Woods; all unverified', () => {
    expect(map.rows.map((r) => r.flank)).toEqual([
      { kind: 'deepWater' },
      { kind: 'deepWater' },
      { kind: 'pieces', options: ['mountains', 'forest'] },
      { kind: 'pieces', options: ['mountains', 'forest'] },
      { kind: 'pieces', options: ['rockyGround', 'woods'] },
    ]);
    for (const r of map.rows) {
      expect(r.verified).toBe(false);
      expect(r.note).toMatch(/Unverified/);
    }
  });

  it('002 Generic PBS map: the card-difference lines beside the map', () => {
    expect(map.cardDifference.map((d) => d.printed)).toEqual([
      '1 BETTER = 1 side-to-side',
      '2 BETTER = or 1 diagonal',
      '3 BETTER = or 2 side-to-side',
      '4 BETTER = or 2 diagonal',
    ]);
  });
});

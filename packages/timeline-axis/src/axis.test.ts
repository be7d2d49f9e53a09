import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { axisPosition, axisBounds, FIRST_YEAR, yearAt } from './axis';
import { axisTicks } from './ticks';
import { eraBands } from './eras';
import {
  fitView,
  MIN_SPAN,
  panView,
  revealPosition,
  viewFraction,
  zoomView,
  type AxisView,
} from './view';

const NOW = 2026;
const year = fc.integer({ min: FIRST_YEAR, max: NOW }).filter((value) => value !== 0);
/** Any year the contract accepts (HISTORICAL_YEAR_RANGE): 10,000 BCE to 2100, never 0. */
const anyYear = fc.integer({ min: -10_000, max: 2100 }).filter((value) => value !== 0);
/** The axis with no event outside the 35th century BCE to now. */
const BOUNDS = axisBounds([], NOW);

/** Pans and zooms, one after another, as a reader might. */
const moves = fc.array(
  fc.oneof(
    fc.double({ min: 0.1, max: 10, noNaN: true }),
    fc.double({ min: -3, max: 3, noNaN: true }),
  ),
  { maxLength: 20 },
);
function moved(start: AxisView, steps: readonly number[], bounds = BOUNDS): AxisView {
  let view = start;
  steps.forEach((step, index) => {
    view =
      index % 2 ? zoomView(view, Math.abs(step) || 1, 0.5, bounds) : panView(view, step, bounds);
  });
  return view;
}

describe('the year axis', () => {
  it('has no year 0: 1 BCE and 1 CE are neighbours, one year apart', () => {
    expect(axisPosition(1) - axisPosition(-1)).toBe(1);
    expect(axisPosition(14) - axisPosition(-44)).toBe(57);
    expect(axisPosition(1822) - axisPosition(1789)).toBe(33);
  });

  it('reads back the year at every position, never 0', () => {
    fc.assert(
      fc.property(year, fc.double({ min: 0, max: 0.999, noNaN: true }), (value, within) => {
        expect(yearAt(axisPosition(value) + within)).toBe(value);
      }),
    );
    expect(yearAt(0.5)).toBe(-1);
    expect(yearAt(1.5)).toBe(1);
  });

  it('keeps the order of years', () => {
    fc.assert(
      fc.property(year, year, (a, b) => {
        expect(Math.sign(axisPosition(a) - axisPosition(b))).toBe(Math.sign(a - b));
      }),
    );
  });
});

describe('the axis bounds', () => {
  it('run from the 35th century BCE to the end of this year when no event is outside them', () => {
    expect(axisBounds([-44, 1815], NOW)).toEqual({
      from: axisPosition(FIRST_YEAR),
      to: axisPosition(NOW) + 1,
    });
  });

  it("reach back to the catalogue's oldest events and on to a student's later ones", () => {
    const bounds = axisBounds([-5000, -9500, 1822, -9200, -7000], NOW);
    expect(bounds.from).toBe(axisPosition(-9500));
    expect(axisBounds([1789, 2040], NOW).to).toBe(axisPosition(2040) + 1);
  });

  it('hold every event, and any pan or zoom still lets each one be fitted and revealed', () => {
    fc.assert(
      fc.property(
        fc.array(anyYear, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 2000, max: 2100 }),
        moves,
        (years, currentYear, steps) => {
          const bounds = axisBounds(years, currentYear);
          expect(bounds.from).toBe(axisPosition(Math.min(FIRST_YEAR, ...years)));
          expect(bounds.to).toBe(axisPosition(Math.max(currentYear, ...years)) + 1);
          const positions = years.map(axisPosition);
          const fitted = fitView(positions, bounds);
          for (const position of positions) {
            expect(position).toBeGreaterThanOrEqual(fitted.from);
            expect(position).toBeLessThanOrEqual(fitted.to);
          }
          const wandered = moved(fitted, steps, bounds);
          for (const position of positions) {
            const revealed = revealPosition(wandered, position, bounds);
            expect(position).toBeGreaterThanOrEqual(revealed.from);
            expect(position).toBeLessThan(revealed.to);
          }
        },
      ),
    );
  });
});

describe('ticks', () => {
  it.each([
    [{ from: axisPosition(-10_000), to: axisPosition(2100) }, 400, 5000, 'millennium'],
    [{ from: axisPosition(-3500), to: axisPosition(2026) }, 400, 2000, 'millennium'],
    [{ from: axisPosition(-3500), to: axisPosition(2026) }, 800, 1000, 'millennium'],
    [{ from: axisPosition(1000), to: axisPosition(2000) }, 1000, 100, 'century'],
    [{ from: axisPosition(1750), to: axisPosition(1850) }, 1000, 10, 'decade'],
    [{ from: axisPosition(1815), to: axisPosition(1825) }, 1000, 1, 'year'],
  ])('adapt to the zoom: %o at %i px gives a step of %i (%s)', (view, width, step, unit) => {
    expect(axisTicks(view, width)).toMatchObject({ step, unit });
  });

  it('never name year 0: across the era boundary the tick is 1 CE', () => {
    const ticks = axisTicks({ from: axisPosition(-300), to: axisPosition(300) }, 600);
    expect(ticks.years).toEqual([-300, -200, -100, 1, 100, 200, 300]);
    const years = axisTicks({ from: axisPosition(-4), to: axisPosition(4) }, 1000).years;
    expect(years).toEqual([-4, -3, -2, -1, 1, 2, 3, 4]);
  });

  it('stay inside the view, in order, at least the minimum gap apart, on the widest axis too', () => {
    fc.assert(
      fc.property(
        anyYear,
        fc.integer({ min: 8, max: 12_101 }),
        fc.integer({ min: 200, max: 2000 }),
        (start, span, width) => {
          const view = { from: axisPosition(start), to: axisPosition(start) + span };
          const { years, step } = axisTicks(view, width);
          const positions = years.map(axisPosition);
          for (const position of positions) {
            expect(position).toBeGreaterThanOrEqual(view.from);
            expect(position).toBeLessThanOrEqual(view.to);
          }
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
          expect(years).not.toContain(0);
          expect((step * width) / span).toBeGreaterThanOrEqual(80);
        },
      ),
    );
  });
});

describe('the view', () => {
  it('fits every event with a margin', () => {
    const view = fitView([axisPosition(1789), axisPosition(1815)], BOUNDS);
    expect(view.from).toBeLessThan(axisPosition(1789));
    expect(view.to).toBeGreaterThan(axisPosition(1815));
  });

  it('zooms around the pointer: the year under it stays under it', () => {
    const view = { from: 1000, to: 2000 };
    const zoomed = zoomView(view, 2, 0.25, BOUNDS);
    expect(zoomed.to - zoomed.from).toBe(500);
    expect(viewFraction(zoomed, 1250)).toBeCloseTo(0.25);
  });

  it('stays on the axis and never zooms past a decade or the whole axis', () => {
    fc.assert(
      fc.property(moves, (steps) => {
        const view = moved(fitView([], BOUNDS), steps);
        expect(view.from).toBeGreaterThanOrEqual(BOUNDS.from - 1e-9);
        expect(view.to).toBeLessThanOrEqual(BOUNDS.to + 1e-9);
        expect(view.to - view.from).toBeGreaterThanOrEqual(MIN_SPAN - 1e-9);
      }),
    );
  });

  it('moves just enough to reveal an event out of view', () => {
    const view = { from: 1700, to: 1800 };
    expect(revealPosition(view, 1750, BOUNDS)).toBe(view);
    const revealed = revealPosition(view, 1850, BOUNDS);
    expect(viewFraction(revealed, 1850)).toBeCloseTo(0.9);
  });
});

describe('era bands', () => {
  it('cover the whole axis, however far events stretch it, one after another', () => {
    fc.assert(
      fc.property(fc.array(anyYear, { maxLength: 10 }), (years) => {
        const bounds = axisBounds(years, NOW);
        const bands = eraBands(bounds);
        expect(bands[0]?.from).toBe(bounds.from);
        bands.slice(1).forEach((band, index) => expect(band.from).toBe(bands[index]?.to));
        expect(bands.at(-1)?.to).toBe(bounds.to);
      }),
    );
  });

  it('are the five school periods, Antiquity first', () => {
    const bands = eraBands(BOUNDS);
    expect(bands.map((band) => band.id)).toEqual([
      'ancient',
      'medieval',
      'earlyModern',
      'modern',
      'contemporary',
    ]);
    expect(bands[0]?.from).toBe(axisPosition(FIRST_YEAR));
    expect(bands[1]?.from).toBe(axisPosition(476));
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { axisPosition, axisBounds, FIRST_YEAR, yearAt } from './axis';
import { axisTicks } from './ticks';
import { eraBands } from './eras';
import { fitView, MIN_SPAN, panView, revealPosition, viewFraction, zoomView } from './view';

const NOW = 2026;
const year = fc.integer({ min: FIRST_YEAR, max: NOW }).filter((value) => value !== 0);

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

describe('ticks', () => {
  it.each([
    [{ from: axisPosition(-3500), to: axisPosition(2026) }, 400, 1000, 'millennium'],
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

  it('stay inside the view, in order, at least the minimum gap apart', () => {
    fc.assert(
      fc.property(
        year,
        fc.integer({ min: 8, max: 5000 }),
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
          if (step < 1000) expect((step * width) / span).toBeGreaterThanOrEqual(80);
        },
      ),
    );
  });
});

describe('the view', () => {
  it('fits every event with a margin', () => {
    const view = fitView([axisPosition(1789), axisPosition(1815)], NOW);
    expect(view.from).toBeLessThan(axisPosition(1789));
    expect(view.to).toBeGreaterThan(axisPosition(1815));
  });

  it('zooms around the pointer: the year under it stays under it', () => {
    const view = { from: 1000, to: 2000 };
    const zoomed = zoomView(view, 2, 0.25, NOW);
    expect(zoomed.to - zoomed.from).toBe(500);
    expect(viewFraction(zoomed, 1250)).toBeCloseTo(0.25);
  });

  it('stays on the axis and never zooms past a decade or the whole axis', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.double({ min: 0.1, max: 10, noNaN: true }),
            fc.double({ min: -3, max: 3, noNaN: true }),
          ),
          {
            maxLength: 20,
          },
        ),
        (moves) => {
          let view = fitView([], NOW);
          moves.forEach((move, index) => {
            view =
              index % 2 ? zoomView(view, Math.abs(move) || 1, 0.5, NOW) : panView(view, move, NOW);
          });
          const bounds = axisBounds(NOW);
          expect(view.from).toBeGreaterThanOrEqual(bounds.from - 1e-9);
          expect(view.to).toBeLessThanOrEqual(bounds.to + 1e-9);
          expect(view.to - view.from).toBeGreaterThanOrEqual(MIN_SPAN - 1e-9);
        },
      ),
    );
  });

  it('moves just enough to reveal an event out of view', () => {
    const view = { from: 1700, to: 1800 };
    expect(revealPosition(view, 1750, NOW)).toBe(view);
    const moved = revealPosition(view, 1850, NOW);
    expect(viewFraction(moved, 1850)).toBeCloseTo(0.9);
  });
});

describe('era bands', () => {
  it('cover the axis from the first year to now, one after another', () => {
    const bands = eraBands(NOW);
    expect(bands.map((band) => band.id)).toEqual([
      'ancient',
      'medieval',
      'earlyModern',
      'modern',
      'contemporary',
    ]);
    expect(bands[0]?.from).toBe(axisPosition(FIRST_YEAR));
    bands.slice(1).forEach((band, index) => expect(band.from).toBe(bands[index]?.to));
    expect(bands.at(-1)?.to).toBe(axisPosition(NOW) + 1);
  });
});

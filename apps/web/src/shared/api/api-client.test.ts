import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiRequestList } from './api-client';
import { ApiError } from './api-error';

const EventSchema = z.object({ _id: z.string(), year: z.number() });

function answering(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequestList', () => {
  it('validates every item of a long list and keeps their order', async () => {
    const events = Array.from({ length: 250 }, (_, index) => ({ _id: `e${index}`, year: index }));
    answering(200, events);
    expect(await apiRequestList('/api/catalogue/events', EventSchema)).toEqual(events);
  });

  it('lets other work run once validation has held the page for a few milliseconds', async () => {
    answering(
      200,
      Array.from({ length: 250 }, (_, index) => ({ _id: `e${index}`, year: index })),
    );
    // Each item seems to take a millisecond: a slow phone's pace.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1));
    let otherWorkRan = false;
    setTimeout(() => (otherWorkRan = true), 0);
    const reading = apiRequestList('/api/catalogue/events', EventSchema).then(() => otherWorkRan);
    expect(await reading).toBe(true);
  });

  it('reads a short list in one go, without a pause', async () => {
    answering(200, [{ _id: 'e1', year: 1 }]);
    let otherWorkRan = false;
    const timer = setTimeout(() => (otherWorkRan = true), 0);
    await apiRequestList('/api/catalogue/events', EventSchema);
    expect(otherWorkRan).toBe(false);
    clearTimeout(timer);
  });

  it('refuses a list with one malformed item, however far down', async () => {
    const events = Array.from({ length: 150 }, (_, index) => ({ _id: `e${index}`, year: index }));
    answering(200, [...events, { _id: 'e150', year: 'late' }]);
    await expect(apiRequestList('/api/catalogue/events', EventSchema)).rejects.toThrow();
  });

  it('refuses an answer that is not a list', async () => {
    answering(200, { events: [] });
    await expect(apiRequestList('/api/catalogue/events', EventSchema)).rejects.toThrow(TypeError);
  });

  it('reports a failed call with the server’s code', async () => {
    answering(503, { error: 'Try again shortly.', code: 'SERVICE_UNAVAILABLE' });
    const failure = apiRequestList('/api/catalogue/events', EventSchema);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });
});

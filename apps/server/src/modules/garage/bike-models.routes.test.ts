import { bikeModelsResponse, GARAGE_MESSAGES } from '@store/contracts/garage';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { eventually } from '../../test/eventually';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';
import { addTestBikes, NEW_YEAR_IN_INDIA, type TestBikes } from './garage.kit';

let t: TestApp;
let bikes: TestBikes;

beforeAll(async () => {
  t = await createTestApp({ now: () => NEW_YEAR_IN_INDIA });
  bikes = await addTestBikes(t);
});
afterAll(() => t?.close());

const bikeModels = async () => {
  const res = await getJson(t.app, '/api/bike_models');
  expect(res.status).toBe(200);
  return bikeModelsResponse.parse(res.body);
};

describe('GET /api/bike_models', () => {
  it('lists every visible make under Shop by Bike with its visible models and years, in the tree order', async () => {
    const answer = await bikeModels();
    expect(answer.message).toBe(GARAGE_MESSAGES.bikesFetched);
    const makeRows = await queryRows(
      t.db,
      z.object({ id: z.string() }),
      sql`SELECT m.id::text AS id FROM categories m JOIN categories r ON r.id = m.parent_id
          WHERE r.slug = 'shop-by-bike' AND m.kind = 'make' AND NOT m.is_hidden
            AND EXISTS (SELECT 1 FROM categories c WHERE c.parent_id = m.id AND c.kind = 'model' AND NOT c.is_hidden)
          ORDER BY m.position, m.name`,
    );
    expect(answer.data.map((m) => m._id)).toEqual(makeRows.map((r) => r.id));
    const ours = answer.data.find((m) => m._id === bikes.make.id);
    expect(ours).toEqual({
      _id: bikes.make.id,
      name: bikes.make.name,
      models: [
        { _id: bikes.classic.id, name: 'Classic 350', year_from: 2009, year_to: 2020 },
        { _id: bikes.hunter.id, name: 'Hunter 350', year_from: 2022, year_to: null },
        // No first year recorded: 25 years before the year in India (2027 there, 2026 in UTC).
        { _id: bikes.imported.id, name: 'Imported 500', year_from: 2002, year_to: null },
      ],
    });
  });

  it('leaves out hidden models, models of hidden makes, and makes with no model to pick', async () => {
    const answer = await bikeModels();
    const ids = answer.data.flatMap((m) => [m._id, ...m.models.map((model) => model._id)]);
    expect(ids).not.toContain(bikes.hidden.id);
    expect(ids).not.toContain(bikes.underHidden.id);
    expect(ids).not.toContain(bikes.otherMake.id);
  });

  it('is a catalog answer: cached, and emptied by a catalog change', async () => {
    await bikeModels();
    await bikeModels();
    expect(t.app.catalog.responses.get('bike_models', NEW_YEAR_IN_INDIA.getTime())).toBeDefined();
    await t.db.execute(sql`UPDATE categories SET year_to = 2024 WHERE id = ${bikes.hunter.id}`);
    const hunterOf = (answer: z.infer<typeof bikeModelsResponse>) =>
      answer.data.flatMap((m) => m.models).find((m) => m._id === bikes.hunter.id);
    const after = await eventually(bikeModels, (answer) => hunterOf(answer)?.year_to === 2024);
    expect(hunterOf(after)).toEqual({ _id: bikes.hunter.id, name: 'Hunter 350', year_from: 2022, year_to: 2024 });
    await t.db.execute(sql`UPDATE categories SET year_to = NULL WHERE id = ${bikes.hunter.id}`);
  });
});

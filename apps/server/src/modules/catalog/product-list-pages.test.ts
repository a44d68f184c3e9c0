import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectEveryPageAsWritten, listScopes, type ListScope } from './product-list-pages.kit';

let t: TestApp;
let scopes: ListScope[];

beforeAll(async () => {
  t = await createTestApp();
  scopes = await listScopes(t);
});

afterAll(async () => {
  await t.close();
});

describe('every page of a list, from either end', () => {
  it('gives each product once, in the sort order, with the total and brands the table holds', async () => {
    await expectEveryPageAsWritten(t, scopes);
  });
});

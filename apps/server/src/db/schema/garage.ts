import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { categories } from './catalog';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * A shopper's garage (docs/decisions/082): the bikes they ride, each a model (a category of kind
 * 'model' under Shop by Bike) and a model year, one of them the current bike the store fits
 * everything to.
 */
export const garageBikes = pgTable(
  'garage_bikes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelId: uuid('model_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('garage_bikes_user_bike_key').on(t.userId, t.modelId, t.year),
    uniqueIndex('garage_bikes_current_key')
      .on(t.userId)
      .where(sql`${t.isCurrent}`),
    index('garage_bikes_user_idx').on(t.userId, t.createdAt),
    check('garage_bikes_year_check', sql`${t.year} BETWEEN 1900 AND 2100`),
  ],
);

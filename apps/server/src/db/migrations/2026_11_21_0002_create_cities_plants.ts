import type { Kysely } from 'kysely';
import { idColumn, indexLower, timestamps, uniqueLower } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await timestamps(idColumn(db, db.schema.createTable('cities')).addColumn('name', 'text', (c) => c.notNull())).execute();
  // A city name is unique whatever its case; the same index serves sorting by lower(name).
  await uniqueLower(db, 'cities', 'name');
  await db.schema.createIndex('cities_created_at_idx').on('cities').column('created_at').execute();

  await timestamps(
    idColumn(db, db.schema.createTable('plants'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('contact', 'text')
      .addColumn('city_id', 'integer', (c) => c.references('cities.id').onDelete('restrict')),
  ).execute();
  await indexLower(db, 'plants', 'name');
  await db.schema.createIndex('plants_contact_idx').on('plants').column('contact').execute();
  await db.schema.createIndex('plants_created_at_idx').on('plants').column('created_at').execute();
  await db.schema.createIndex('plants_city_id_idx').on('plants').column('city_id').execute();

  await idColumn(db, db.schema.createTable('user_plants'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plant_id', 'integer', (c) => c.notNull().references('plants.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('user_plants_user_plant_unique', ['user_id', 'plant_id'])
    .execute();
  await db.schema.createIndex('user_plants_plant_id_idx').on('user_plants').column('plant_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['user_plants', 'plants', 'cities']) await db.schema.dropTable(t).execute();
}

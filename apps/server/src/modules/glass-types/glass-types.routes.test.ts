import { namedListSuite } from '../../test/named-list-suite.js';
import { createGlassType } from '../../test/factories.js';

namedListSuite({
  title: 'glass types',
  base: '/glass-types',
  table: 'glass_types',
  duplicateDetail: 'A Glass Type with this name already exists.',
  create: createGlassType,
  samples: { name: 'Laminated', renamed: 'Laminated (large)', other: 'Low-E coated' },
  ops: {
    list: 'List Glass Types',
    all: ['List Glass Types', 'List Tickets', 'View Ticket', 'Update Ticket'],
    get: ['List Glass Types', 'Update Glass Types'],
    add: 'Add Glass Types',
    update: 'Update Glass Types',
    remove: 'Delete Glass Types',
  },
});

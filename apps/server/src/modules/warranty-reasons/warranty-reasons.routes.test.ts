import { namedListSuite } from '../../test/named-list-suite.js';
import { createWarrantyReason } from '../../test/factories.js';

namedListSuite({
  title: 'warranty reasons',
  base: '/warranty-reasons',
  table: 'warranty_reasons',
  duplicateDetail: 'A Warranty Reason with this name already exists.',
  create: createWarrantyReason,
  samples: { name: 'Stone chip', renamed: 'Stone chip (large)', other: 'Seal failure' },
  ops: {
    list: 'List Warranty Reasons',
    all: ['List Warranty Reasons', 'List Tickets', 'View Ticket', 'Update Ticket'],
    get: ['List Warranty Reasons', 'Update Warranty Reason'],
    add: 'Add Warranty Reason',
    update: 'Update Warranty Reason',
    remove: 'Delete Warranty Reason',
  },
});
